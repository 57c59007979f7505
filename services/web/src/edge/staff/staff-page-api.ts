import type { Request } from 'express';
import { localeOfPath } from '@firm/shared/i18n/locale';
import { matchRoute } from '@firm/shared/routes/route-map';
import type { Logger } from '@firm/shared/server/logger';
import type { TStaffApi } from '../../app/app-context';
import { withLang } from './staff-form-posts';
import { callLeadsApi } from './staff-upstream';

/** What {@link staffPageApi} needs. */
export type TStaffPageApiDeps = { leadsApiUrl: string; logger: Logger };

/**
 * The staff API as a staff page's loader reads it: leads-api with the member's cookies, the answers in
 * the page's language (`?lang=en` on English pages). leads-api unreachable answers 503 (the page says
 * the service is unavailable).
 * @param req - the staff page's request (its cookies and address go along)
 */
export function staffPageApi(deps: TStaffPageApiDeps, req: Request): TStaffApi {
  const locale = matchRoute(req.path)?.locale ?? localeOfPath(req.path);
  return async (path) => {
    try {
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
