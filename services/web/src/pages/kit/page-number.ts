import { pageNumberOf as pageNumberIn } from '../../lib/page-number';

/**
 * The `?page=` of a list URL: a positive integer, else 1. The rule lives in `lib/page-number.ts`, shared
 * with the pagination component; new code imports it from there.
 * @param url - the page's URL
 */
export function pageNumberOf(url: URL): number {
  return pageNumberIn(url);
}
