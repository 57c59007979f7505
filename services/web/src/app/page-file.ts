import type { TRouteId } from '@firm/shared/routes/route-map';
import { collectionPageOf } from '@firm/shared/routes/studio-collection-routes';

/** The pages several routes share: the studio collections' list and editor (issue 30). */
function sharedPageOf(id: TRouteId): string | null {
  const page = collectionPageOf(id);
  if (!page) return null;
  return page.kind === 'list' ? 'studio-collection' : 'studio-collection-item';
}

/**
 * The page file of a route, relative to `src/`: `immigrationLawyer` →
 * `pages/immigration-lawyer/immigration-lawyer-page.tsx`. The studio's collections share two pages
 * (`studioReviews` → `pages/studio-collection/studio-collection-page.tsx`, its new-item and item
 * routes → `pages/studio-collection-item/…`), which read the collection from the route matched.
 * The server uses it to find the page's chunk in the build manifest.
 */
export function pageFileOf(id: TRouteId): string {
  const kebab = sharedPageOf(id) ?? id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `pages/${kebab}/${kebab}-page.tsx`;
}
