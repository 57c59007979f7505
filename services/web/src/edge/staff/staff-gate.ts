import type { Request, RequestHandler } from 'express';
import { localeOfPath, type TLocale } from '@firm/shared/i18n/locale';
import {
  getHref,
  LEGACY_STAFF_REDIRECTS,
  matchRoute,
  staffAccessOf,
  type TStaffAccess,
} from '@firm/shared/routes/route-map';
import {
  isStaffPath,
  QUEUE_DASHBOARD_PATH,
  RETURN_PARAM,
  safeReturnPath,
} from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import { roleAllows } from '@firm/shared/staff/staff-policy';
import { lookUpStaff } from './staff-upstream';
import { PRIVATE_ANSWER } from '@firm/shared/server/private-answers';

/** Where the gate keeps the signed-in member for the renderer (`res.locals`). */
export const STAFF_LOCAL = 'staff';
/** Set when the member's role may not open the page: the renderer answers 403. */
export const STAFF_FORBIDDEN_LOCAL = 'staffForbidden';

/** The sign-in page of a language, with where to go afterwards. */
export function signInHref(locale: TLocale, returnPath: string | null): string {
  const base = getHref('staffSignIn', locale);
  return returnPath ? `${base}?${RETURN_PARAM}=${encodeURIComponent(returnPath)}` : base;
}

/** Where a signed-in member lands: the return path when it is a staff path, else the staff home. */
export function landingOf(locale: TLocale, returnPath: string | null | undefined): string {
  return safeReturnPath(returnPath) ?? getHref('staffHome', locale);
}

function isQueueDashboard(path: string): boolean {
  return path === QUEUE_DASHBOARD_PATH || path.startsWith(`${QUEUE_DASHBOARD_PATH}/`);
}

/** The request's path and query when it is a staff path (the return path after sign-in). */
function hereOf(req: Request): string | null {
  return req.method === 'GET' || req.method === 'HEAD' ? safeReturnPath(req.originalUrl) : null;
}

/** What the gate needs. */
export type TStaffGateDeps = {
  leadsApiUrl: string;
  logger: Logger;
  /** Renders a page (the page handler). */
  pages: RequestHandler;
};

/**
 * The staff area's door, before anything of a staff path is rendered, posted on or proxied:
 * - every answer under /staff and /en/staff is `private, no-store` and `X-Robots-Tag: noindex, nofollow`;
 * - anonymous (or a forged, expired cookie, which leads-api clears) → 303 to the sign-in page of the
 *   path's language with the path to come back to; a form posted anonymously is dropped, never forwarded;
 * - a member with a one-time password → the password page first;
 * - a role that may not open the page → the 403 page; the queue dashboard is for admins;
 * - the sign-in page sends a member who is signed in already on to where they were going;
 * - the old public address of the social-media form → sign-in, or the form in the staff area.
 * The queue dashboard's own assets and API calls go straight to leads-api, which guards them itself.
 */
export function staffGate(deps: TStaffGateDeps): RequestHandler {
  return async (req, res, next) => {
    const legacy = LEGACY_STAFF_REDIRECTS[req.path];
    if (!legacy && !isStaffPath(req.path)) return next();
    res.setHeader('cache-control', PRIVATE_ANSWER);
    res.setHeader('x-robots-tag', 'noindex, nofollow');
    if (isQueueDashboard(req.path) && req.path !== QUEUE_DASHBOARD_PATH) return next();

    const lookup = await lookUpStaff({ leadsApiUrl: deps.leadsApiUrl, req, logger: deps.logger });
    for (const cookie of lookup.setCookies) res.append('set-cookie', cookie);
    if (lookup.failed) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Servicio no disponible. / Service unavailable.');
      return;
    }
    const staff = lookup.staff;
    if (legacy) {
      const target = getHref(legacy, 'es');
      res.redirect(303, staff ? target : signInHref('es', target));
      return;
    }

    const match = matchRoute(req.path);
    const locale = match?.locale ?? localeOfPath(req.path);
    const access: TStaffAccess = isQueueDashboard(req.path)
      ? 'admin'
      : ((match && staffAccessOf(match.id)) ?? 'intake');
    const isRead = req.method === 'GET' || req.method === 'HEAD';

    if (access === 'open') {
      if (staff && isRead) {
        const wanted = new URLSearchParams(req.url.split('?')[1] ?? '').get(RETURN_PARAM);
        res.redirect(303, landingOf(locale, wanted));
        return;
      }
      return isRead ? deps.pages(req, res, next) : next();
    }
    if (!staff) {
      res.redirect(303, signInHref(locale, hereOf(req)));
      return;
    }
    res.locals[STAFF_LOCAL] = staff;
    if (staff.mustChangePassword && match?.id !== 'staffPassword') {
      const back = hereOf(req);
      const password = getHref('staffPassword', locale);
      res.redirect(
        303,
        back ? `${password}?${RETURN_PARAM}=${encodeURIComponent(back)}` : password,
      );
      return;
    }
    if (!roleAllows(staff.role, access)) {
      if (!isRead) {
        res.status(403).type('text/plain; charset=utf-8').send('Forbidden');
        return;
      }
      res.locals[STAFF_FORBIDDEN_LOCAL] = true;
      return deps.pages(req, res, next);
    }
    if (isQueueDashboard(req.path)) return next();
    return isRead ? deps.pages(req, res, next) : next();
  };
}
