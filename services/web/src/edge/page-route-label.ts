import type { RequestHandler } from 'express';
import { ROUTES, matchRoute, type TRouteDef } from '@firm/shared/routes/route-map';
import { labelRoute } from '@firm/shared/server/http-metrics';

/** The HTTP histogram's route label of a path that is no page of the route map (the 404 page). */
export const PAGE_NOT_FOUND_ROUTE = 'page-not-found';

/**
 * A page's route label for the HTTP histogram: its pattern in the route map (`/blog/:slug`,
 * `/en/blog/:slug`), so a cache hit, a render, a 304 and a HEAD of the same page share one series
 * and no slug or id reaches a label; {@link PAGE_NOT_FOUND_ROUTE} for any other path.
 * @param path - the request's path (`req.path`)
 */
export function pageRouteOf(path: string): string {
  const match = matchRoute(path);
  if (!match) return PAGE_NOT_FOUND_ROUTE;
  const def: TRouteDef = ROUTES[match.id];
  return def[match.locale] ?? PAGE_NOT_FOUND_ROUTE;
}

/**
 * Labels every request that reaches the pages (rendered, posted, the staff area) with its page's
 * route. Mounted after the page cache, the APIs and the files: a render costs far more than the
 * route map's lookup, and a cached page carries the label it was rendered with.
 */
export function pageRouteLabel(): RequestHandler {
  return (req, res, next) => {
    labelRoute(res, pageRouteOf(req.path));
    next();
  };
}
