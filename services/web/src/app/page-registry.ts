import type { TRouteId, TRouteMatch } from '@firm/shared/routes/route-map';
import { pageFileOf } from './page-file';
import type { TPageModule } from './page-types';

type TPageFile = { page: TPageModule };

// One lazily loaded chunk per page (route-level code splitting); the file of route `fooBar` is
// `pages/foo-bar/foo-bar-page.tsx` and exports `page`. The kit folder holds scaffolding, not pages.
const PAGE_FILES = import.meta.glob<TPageFile>(['../pages/*/*-page.tsx', '!../pages/kit/**']);

const loaded = new Map<TRouteId, TPageModule>();

/** The pages a page renders at an address (none known without the address). */
function rendersOf(module: TPageModule, match: TRouteMatch | undefined): readonly TRouteId[] {
  if (typeof module.renders !== 'function') return module.renders ?? [];
  return match ? module.renders(match) : [];
}

/**
 * Loads (once) the page module of a route, and the modules of the pages it renders (at `match`, the
 * address being served, when which one depends on it).
 * @throws Error when the route has no page file (a programming error caught by the route test)
 */
export async function loadPage(id: TRouteId, match?: TRouteMatch): Promise<TPageModule> {
  let module = loaded.get(id);
  if (!module) {
    const importer = PAGE_FILES[`../${pageFileOf(id)}`];
    if (!importer) throw new Error(`No page file for route '${id}'`);
    module = (await importer()).page;
  }
  await Promise.all(rendersOf(module, match).map((other) => loadPage(other)));
  loaded.set(id, module);
  return module;
}

/**
 * The page module of a route that {@link loadPage} has loaded (the loader always runs first, on the server
 * and before hydration in the browser).
 */
export function loadedPage(id: TRouteId): TPageModule {
  const module = loaded.get(id);
  if (!module) throw new Error(`Page '${id}' rendered before it was loaded`);
  return module;
}
