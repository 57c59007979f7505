import type { TSearchResult } from '@firm/shared/content/search-result';
import type { Pool } from '@firm/shared/server/db';
import { SEARCH_API_MAX_RESULTS } from '@firm/shared/constants';
import { searchPosts } from './search.repository';
import { tsqueryTerms } from './search-terms';

/** Blog search over both languages (at most 20 hits). */
export class SearchService {
  constructor(private readonly pool: Pool) {}

  /** The hits of the visitor's words; `[]` without a database query when there are none. */
  async search(words: readonly string[]): Promise<TSearchResult[]> {
    if (words.length === 0) return [];
    return searchPosts(this.pool, tsqueryTerms(words), words.join(' '), SEARCH_API_MAX_RESULTS);
  }
}
