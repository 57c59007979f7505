/**
 * The `?page=` of a list URL: a positive integer, else 1.
 * @param url - the page's URL
 */
export function pageNumberOf(url: URL): number {
  const value = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}
