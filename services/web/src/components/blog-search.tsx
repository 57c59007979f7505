import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_QUERY_MAX_LENGTH } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { shellCopy } from '../lib/copy/shell-copy';
import { useBlogSearch } from '../lib/use-blog-search';
import { SearchIcon } from './icons';
import styles from './blog-search.module.css';

/** Props of {@link BlogSearch}. */
export type TBlogSearchProps = {
  locale: TLocale;
  /** The SPEC §7 path this box queries (the English footer uses /search/blog, the others /api/buscar). */
  endpoint: 'blogSearch' | 'blogSearchFooter';
  /** The visible label. */
  label: string;
  tone?: 'light' | 'dark';
  /** Called when a result is followed (e.g. to close the mobile menu). */
  onNavigate?: () => void;
};

/** A blog search box: results appear as the visitor types, at most five, each a link to the article. */
export function BlogSearch({
  locale,
  endpoint,
  label,
  tone = 'light',
  onNavigate,
}: TBlogSearchProps) {
  const copy = shellCopy(locale);
  const id = useId();
  const [query, setQuery] = useState('');
  const { results, settled } = useBlogSearch(endpoint, query);
  const slugKey = locale === 'en' ? 'url_en' : 'url_es';
  const titleKey = locale === 'en' ? 'titulo_en' : 'titulo_es';
  const status = settled
    ? results.length
      ? copy.searchResults(results.length)
      : copy.searchNone
    : '';

  return (
    <div className={styles.search} data-tone={tone} role="search">
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <SearchIcon size={18} className={styles.icon} />
        <input
          id={`${id}-input`}
          type="search"
          value={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={copy.searchPlaceholder}
          autoComplete="off"
          aria-controls={`${id}-results`}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      <ul id={`${id}-results`} className={styles.results} data-testid="search-results">
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
    </div>
  );
}
