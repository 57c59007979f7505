import type { TShellData } from './app-context';
import { loadedPage } from './page-registry';
import type { TPageData, TPageHead } from './page-types';

/**
 * The head of the page being shown, for the frame around it (Quick exit, the footer's form): computed
 * from the page route's loader data as the page itself computes it. Null when no page rendered (an error
 * page).
 * @param page - the page route's loader data, if any
 * @param shell - the frame's data
 */
export function currentHead(page: TPageData | undefined, shell: TShellData): TPageHead | null {
  if (!page) return null;
  const { match, data } = page;
  return loadedPage(match.id).head({ match, locale: match.locale, data, shell });
}
