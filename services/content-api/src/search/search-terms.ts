import { AppError } from '@firm/shared/server/app-error';
import { SEARCH_QUERY_MAX_LENGTH } from '@firm/shared/constants';

/** Words beyond this many are ignored. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 60;

/**
 * The words of a visitor's query, lowercased (letters and digits of any alphabet; everything
 * else separates words, except a hyphen between a letter and a digit, which joins them). Empty
 * for a blank query.
 * @throws AppError bad_request when the query is not one string or is longer than 200 characters
 */
export function searchWords(query: unknown): string[] {
  if (query === undefined) return [];
  if (typeof query !== 'string')
    throw new AppError('bad_request', 'query must be a single text value');
  if (query.length > SEARCH_QUERY_MAX_LENGTH) {
    throw new AppError(
      'bad_request',
      `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
    );
  }
  // "K-1" and "I-130" are indexed as "k1" and "i130" (see content_search_text in the migrations).
  const joined = query
    .normalize('NFC')
    .toLowerCase()
    .replace(/(\p{L})-(\p{N})/gu, '$1$2');
  const words = joined.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** The `to_tsquery` terms of the words: every word whole, the last one as a prefix (the visitor is still typing it). */
export function tsqueryTerms(words: readonly string[]): string[] {
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word));
}
