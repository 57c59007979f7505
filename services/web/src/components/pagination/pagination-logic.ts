/** A page number held inside `[1, total]` (1 when there are no pages). */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(Math.trunc(page) || 1, 1), Math.max(total, 1));
}

/**
 * The page numbers shown around the current one: `size` consecutive pages with the current one in the
 * middle where possible, shifted at the ends (`(1, 7)` → 1 2 3, `(4, 7)` → 3 4 5, `(7, 7)` → 5 6 7).
 * @param current - the current page (clamped)
 * @param total - the number of pages
 * @param size - how many numbers at most (SPEC §9: 3)
 */
export function paginationWindow(current: number, total: number, size = 3): number[] {
  if (total < 1 || size < 1) return [];
  const shown = Math.min(size, total);
  const page = clampPage(current, total);
  const first = Math.min(Math.max(page - Math.floor((shown - 1) / 2), 1), total - shown + 1);
  return Array.from({ length: shown }, (_, i) => first + i);
}

/**
 * The query string of a page of a list: the other parameters kept, `param` set to the page, or removed for
 * page 1 (the list's canonical URL).
 * @param search - the current query string (`?a=1&page=2` or empty)
 * @param param - the list's parameter name
 * @param page - the page to link to
 * @returns `?…`, or an empty string when nothing is left
 */
export function pageSearch(search: string, param: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The link to a page of a list: path, query and, when the list has a target section, its fragment (so
 * without JavaScript the new page opens at the list).
 */
export function pageHref(
  pathname: string,
  search: string,
  param: string,
  page: number,
  targetId?: string,
): string {
  return `${pathname}${pageSearch(search, param, page)}${targetId ? `#${targetId}` : ''}`;
}
