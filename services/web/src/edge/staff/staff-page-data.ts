import type { Request, RequestHandler, Response } from 'express';
import { matchRoute, type TRouteId } from '@firm/shared/routes/route-map';
import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import type { TStaffData } from '../../app/app-context';
import { withLang } from './staff-form-posts';
import { callLeadsApi } from './staff-upstream';

/** Where the page renderer finds a staff page's data (`res.locals`). */
export const STAFF_DATA_LOCAL = 'staffData';

/** What {@link staffPageData} needs. */
export type TStaffPageDataDeps = { leadsApiUrl: string; logger: Logger };

/** The staff API path whose answer a page shows, or null when the page shows none. */
function dataPathOf(
  id: TRouteId,
  params: Record<string, string>,
  query: string,
): string | null | undefined {
  if (id === 'staffLeads')
    return query ? `${STAFF_API_PATHS.leads}?${query}` : STAFF_API_PATHS.leads;
  if (id === 'staffLead')
    return /^\d{1,15}$/.test(params.id ?? '') ? staffLeadPath(Number(params.id)) : null;
  if (id === 'staffRouting') return STAFF_API_PATHS.routing;
  return undefined;
}

/**
 * Fetches, with the member's cookie, what leads-api has for a staff page that shows data (the inbox and
 * its filters, one lead, the routing rules) into `res.locals.staffData`; other pages pass untouched. A
 * lead id that is not a number, or leads-api unreachable, leaves the page to answer 404 or 503.
 */
export async function loadStaffPageData(
  deps: TStaffPageDataDeps,
  req: Request,
  res: Response,
): Promise<void> {
  const match = matchRoute(req.path);
  if (!match) return;
  const query = new URLSearchParams(req.url.split('?')[1] ?? '');
  query.delete('lang');
  const path = dataPathOf(match.id, match.params, query.toString());
  if (path === undefined) return;
  if (path === null) {
    res.locals[STAFF_DATA_LOCAL] = { status: 404, body: {} } satisfies TStaffData;
    return;
  }
  try {
    const answer = await callLeadsApi({
      leadsApiUrl: deps.leadsApiUrl,
      path: withLang(path, match.locale),
      req,
    });
    res.locals[STAFF_DATA_LOCAL] = {
      status: answer.status,
      body: answer.body,
    } satisfies TStaffData;
  } catch (error) {
    deps.logger.warn({ reason: (error as Error).message }, 'staff page data failed');
    res.locals[STAFF_DATA_LOCAL] = { status: 503, body: {} } satisfies TStaffData;
  }
}

/** The page renderer, with the page's data fetched first (see {@link loadStaffPageData}). */
export function withStaffPageData(deps: TStaffPageDataDeps, pages: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    await loadStaffPageData(deps, req, res);
    return pages(req, res, next);
  };
}
