/** Pages beyond this are treated as a bad parameter (page 1), so a crafted URL cannot ask for page 1e9. */
const MAX_PAGE = 10_000;

/**
 * The page number a list URL asks for in its query parameter (`?page=2`, or another name when a page shows
 * two paginated lists: `?photos=2&videos=3`): a positive integer up to 10,000, else 1.
 * @param source - the page's URL, or its query parameters
 * @param param - the parameter's name
 */
export function pageNumberOf(source: URL | URLSearchParams, param = 'page'): number {
  const params = source instanceof URL ? source.searchParams : source;
  const value = Number(params.get(param) ?? '1');
  return Number.isInteger(value) && value >= 1 && value <= MAX_PAGE ? value : 1;
}
