import { useEffect, useState } from 'react';
import { SEARCH_MAX_RESULTS } from '@firm/shared/constants';
import type { TSearchResult } from '@firm/shared/content/search-result';
import { searchPath } from '@firm/shared/routes/api-paths';

const DEBOUNCE_MS = 250;

/** State of a search box: the hits shown (at most SEARCH_MAX_RESULTS) and whether an answer arrived. */
export type TBlogSearchState = { results: TSearchResult[]; settled: boolean };

/**
 * Blog search as the visitor types (SPEC §4): a non-blank query asks the server and keeps at most
 * {@link SEARCH_MAX_RESULTS} hits; a blank one clears them without a request. A failure only empties the
 * list (SPEC §8); a superseded request is cancelled.
 * @param endpoint - which SPEC §7 search path the box uses
 * @param query - the box's current text
 */
export function useBlogSearch(
  endpoint: 'blogSearch' | 'blogSearchFooter',
  query: string,
): TBlogSearchState {
  const [state, setState] = useState<TBlogSearchState>({ results: [], settled: false });
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) {
      setState({ results: [], settled: false });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(searchPath(endpoint, trimmed), {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : []))
        .then((body) => {
          const results = Array.isArray(body)
            ? (body as TSearchResult[]).slice(0, SEARCH_MAX_RESULTS)
            : [];
          setState({ results, settled: true });
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'AbortError')
            setState({ results: [], settled: true });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, trimmed]);

  return trimmed ? state : { results: [], settled: false };
}
