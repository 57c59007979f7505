import { lazy, Suspense, useId, useState } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { shellCopy } from '../../lib/copy/shell-copy';
import { SearchIcon } from '../icons';
import styles from './blog-search.module.css';

const BlogSearchResults = lazy(() =>
  import('./blog-search-results').then((module) => ({ default: module.BlogSearchResults })),
);

/** The results' place before they are loaded: the same live region and the same (empty) list. */
function EmptySearchResults({ listId }: { listId: string }) {
  return (
    <>
      <p className="visually-hidden" aria-live="polite" />
      <ul id={listId} className={styles.results} data-testid="search-results" />
    </>
  );
}

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
  // the live results (swr and the fetching code) load when the box is first used, not with the page
  const [used, setUsed] = useState(false);
  const listId = `${id}-results`;

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
          aria-controls={listId}
          onFocus={() => setUsed(true)}
          onChange={(event) => {
            setUsed(true);
            setQuery(event.target.value);
          }}
        />
      </div>
      {used ? (
        <Suspense fallback={<EmptySearchResults listId={listId} />}>
          <BlogSearchResults
            locale={locale}
            endpoint={endpoint}
            query={query}
            listId={listId}
            onNavigate={onNavigate}
          />
        </Suspense>
      ) : (
        <EmptySearchResults listId={listId} />
      )}
    </div>
  );
}
