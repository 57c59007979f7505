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
import type { TStaffApi } from '../../app/app-context';
import { forwardedFor } from '../visitor-headers';
import { withLang } from './staff-form-posts';
import { callLeadsApi } from './staff-upstream';

/** What {@link staffPageApi} needs. */
export type TStaffPageApiDeps = {
  leadsApiUrl: string;
  /** content-api, which answers the studio's paths (`/api/staff/content/*`). */
  contentApiUrl: string;
  logger: Logger;
};

/**
 * Reads a studio path from content-api as the studio proxy forwards it: the member the staff gate
 * found (`x-staff-identity`) beside the edge's secret.
 */
async function callStudio(
  contentApiUrl: string,
  path: string,
  req: Request,
  staff: TStaffIdentity,
) {
  const response = await fetch(`${contentApiUrl}${path}`, {
    headers: {
      accept: 'application/json',
      ...forwardedFor(req),
      [STAFF_IDENTITY_HEADER]: encodeStaffIdentity(staff),
    },
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}

/**
 * The staff API as a staff page's loader reads it: leads-api with the member's cookies (content-api
 * for the studio's paths, as the studio proxy forwards them), the answers in the page's language
 * (`?lang=en` on English pages). An upstream unreachable answers 503 (the page says the service is
 * unavailable).
 * @param req - the staff page's request (its cookies and address go along)
 * @param staff - the member the staff gate let in (null: the studio answers 401)
 */
export function staffPageApi(
  deps: TStaffPageApiDeps,
  req: Request,
  staff: TStaffIdentity | null,
): TStaffApi {
  const locale = matchRoute(req.path)?.locale ?? localeOfPath(req.path);
  return async (path) => {
    try {
      if (isStudioPath(path))
        return staff
          ? await callStudio(deps.contentApiUrl, withLang(path, locale), req, staff)
          : { status: 401, body: {} };
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
