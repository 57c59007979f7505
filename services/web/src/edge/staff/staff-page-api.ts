import type { Request } from 'express';
import { localeOfPath } from '@firm/shared/i18n/locale';
import { matchRoute } from '@firm/shared/routes/route-map';
import { isStudioPath } from '@firm/shared/routes/studio-paths';
import type { Logger } from '@firm/shared/server/logger';
import {
  encodeStaffIdentity,
  STAFF_IDENTITY_HEADER,
} from '@firm/shared/server/staff-identity-header';
import type { TStaffIdentity } from '@firm/shared/staff/staff-identity';
import type { TStaffApi, TStaffData } from '../../app/app-context';
import { forwardedFor } from '../visitor-headers';
import { withLang } from './staff-form-posts';
import { STAFF_LOCAL } from './staff-gate';
import { callLeadsApi } from './staff-upstream';

/** What {@link staffPageApi} needs. */
export type TStaffPageApiDeps = { leadsApiUrl: string; contentApiUrl: string; logger: Logger };

/**
 * A studio path read from content-api as the studio proxy forwards the browser's reads: the member the
 * staff gate found, named in `x-staff-identity` beside the edge's secret.
 */
async function callStudio(contentApiUrl: string, path: string, req: Request): Promise<TStaffData> {
  const staff = req.res?.locals[STAFF_LOCAL] as TStaffIdentity | undefined;
  const response = await fetch(`${contentApiUrl}${path}`, {
    headers: {
      accept: 'application/json',
      ...forwardedFor(req),
      ...(staff ? { [STAFF_IDENTITY_HEADER]: encodeStaffIdentity(staff) } : {}),
    },
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}

/**
 * The staff API as a staff page's loader reads it: leads-api with the member's cookies, or for the
 * content studio's paths content-api with the member the gate found; the answers in the page's
 * language (`?lang=en` on English pages). A service unreachable answers 503 (the page says the service
 * is unavailable).
 * @param req - the staff page's request (its cookies and address go along)
 */
export function staffPageApi(deps: TStaffPageApiDeps, req: Request): TStaffApi {
  const locale = matchRoute(req.path)?.locale ?? localeOfPath(req.path);
  return async (path) => {
    try {
      if (isStudioPath(path))
        return await callStudio(deps.contentApiUrl, withLang(path, locale), req);
      const answer = await callLeadsApi({
        leadsApiUrl: deps.leadsApiUrl,
        path: withLang(path, locale),
        req,
      });
      return { status: answer.status, body: answer.body };
    } catch (error) {
      deps.logger.warn({ reason: (error as Error).message }, 'staff page data failed');
      return { status: 503, body: {} };
    }
  };
}
