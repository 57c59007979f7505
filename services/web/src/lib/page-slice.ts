/** One page of a list that the server holds whole (testimonials, live streams). */
export type TPageSlice<T> = {
  items: T[];
  /** The page shown: the one asked for, held inside `[1, totalPages]`. */
  page: number;
  /** How many pages the whole list makes (0 for an empty list). */
  totalPages: number;
  /** How many items the whole list holds. */
  total: number;
};

/**
 * Cuts one page out of a whole list: `perPage` items from page `page` (1-based). A page past the end
 * shows the last page, so an old or edited link never gives an empty list.
 * @param all - the whole list, in the order it is shown
 * @param page - the page asked for (from the URL)
 * @param perPage - items per page (SPEC §9)
 */
export function pageSlice<T>(all: readonly T[], page: number, perPage: number): TPageSlice<T> {
  const totalPages = Math.ceil(all.length / perPage);
  const shown = Math.min(Math.max(Math.trunc(page) || 1, 1), Math.max(totalPages, 1));
  return {
    items: all.slice((shown - 1) * perPage, shown * perPage),
    page: shown,
    totalPages,
    total: all.length,
  };
}
