import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { SEARCH_MAX_RESULTS } from '@firm/shared/constants';
import type { TSearchResult } from '@firm/shared/content/search-result';
import type { TLocale } from '@firm/shared/i18n/locale';
import { searchPath } from '@firm/shared/routes/api-paths';

const DEBOUNCE_MS = 250;

/** State of a search box: the hits in `locale` (at most SEARCH_MAX_RESULTS) and whether an answer arrived. */
export type TBlogSearchState = { results: TSearchResult[]; settled: boolean };

const EMPTY: TBlogSearchState = { results: [], settled: false };

async function fetchHits(path: string): Promise<TSearchResult[]> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as TSearchResult[]) : [];
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Blog search as the visitor types (SPEC §4), fetched with swr: a non-blank query asks the server once the
 * typing pauses and keeps at most {@link SEARCH_MAX_RESULTS} hits of articles published in `locale` (an
 * article published in one language only has no address in the other); a blank one clears them without a
 * request. The previous hits stay while the next answer comes; an answer to an older query is never shown;
 * the same query typed again (in any box of the page) is answered from swr's cache. A failure only empties
 * the list (SPEC §8).
 * @param endpoint - which SPEC §7 search path the box uses
 * @param query - the box's current text
 * @param locale - the page's language
 */
export function useBlogSearch(
  endpoint: 'blogSearch' | 'blogSearchFooter',
  query: string,
  locale: TLocale,
): TBlogSearchState {
  const trimmed = query.trim();
  const debounced = useDebounced(trimmed, DEBOUNCE_MS);
  const { data, error } = useSWR(debounced ? searchPath(endpoint, debounced) : null, fetchHits, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
  if (!trimmed) return EMPTY;
  if (error) return { results: [], settled: true };
  if (!data) return EMPTY;
  const slugKey = locale === 'en' ? 'url_en' : 'url_es';
  const results = data.filter((hit) => hit[slugKey]).slice(0, SEARCH_MAX_RESULTS);
  return { results, settled: true };
}
