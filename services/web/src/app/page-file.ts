import type { TRouteId } from '@firm/shared/routes/route-map';

/**
 * The page file of a route, relative to `src/`: `immigrationLawyer` →
 * `pages/immigration-lawyer/immigration-lawyer-page.tsx`.
 * The server uses it to find the page's chunk in the build manifest.
 */
export function pageFileOf(id: TRouteId): string {
  const kebab = id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `pages/${kebab}/${kebab}-page.tsx`;
}
