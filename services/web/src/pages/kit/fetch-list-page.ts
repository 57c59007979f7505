import type { TContentResult } from '../../lib/content/content-client';

/** A page of a list as the content service answers it (blog, category). */
type TListPage = { items: unknown[]; page: number; total_pages: number };

/**
 * Fetches the page of a list the URL asks for; a page past the end (an old link, `?page=99`) gives the
 * last page instead of an empty list.
 * @param fetchPage - fetches one page of the list
 * @param page - the page the URL asks for
 */
export async function fetchListPage<T extends TListPage>(
  fetchPage: (page: number) => Promise<TContentResult<T>>,
  page: number,
): Promise<TContentResult<T>> {
  const result = await fetchPage(page);
  if (result.kind !== 'ok') return result;
  const last = result.data.total_pages;
  return result.data.items.length === 0 && last >= 1 && page > last ? fetchPage(last) : result;
}
