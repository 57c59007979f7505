import { Link } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { shellCopy } from '../../lib/copy/shell-copy';
import { useBlogSearch } from '../../lib/use-blog-search';
import styles from './blog-search.module.css';

/** Props of {@link BlogSearchResults}. */
export type TBlogSearchResultsProps = {
  locale: TLocale;
  endpoint: 'blogSearch' | 'blogSearchFooter';
  /** The box's current text. */
  query: string;
  /** The list's id (the input's aria-controls). */
  listId: string;
  onNavigate?: () => void;
};

/**
 * What a search box shows as the visitor types: the spoken count, at most five links and 'no results'.
 * It is loaded the first time a box gets focus or text (swr and the fetching code are not part of the
 * first load of every page); until then `EmptySearchResults` (in blog-search.tsx) stands in its place.
 */
export function BlogSearchResults({
  locale,
  endpoint,
  query,
  listId,
  onNavigate,
}: TBlogSearchResultsProps) {
  const copy = shellCopy(locale);
  const { results, settled } = useBlogSearch(endpoint, query, locale);
  const slugKey = locale === 'en' ? 'url_en' : 'url_es';
  const titleKey = locale === 'en' ? 'titulo_en' : 'titulo_es';
  const status = settled
    ? results.length
      ? copy.searchResults(results.length)
      : copy.searchNone
    : '';
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      <ul id={listId} className={styles.results} data-testid="search-results">
        {results.map((result) => (
          <li key={result.id}>
            <Link
              to={getHref('blogArticle', locale, { slug: result[slugKey] })}
              onClick={onNavigate}
            >
              {result[titleKey]}
            </Link>
          </li>
        ))}
      </ul>
      {settled && !results.length ? <p className={styles.none}>{copy.searchNone}</p> : null}
    </>
  );
}
