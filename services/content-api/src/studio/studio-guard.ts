import type { RequestHandler, Response } from 'express';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import { EDGE_SECRET_HEADER, isEdgeSecret } from '@firm/shared/server/edge-secret';
import {
  decodeStaffIdentity,
  STAFF_IDENTITY_HEADER,
} from '@firm/shared/server/staff-identity-header';
import type { TStaffIdentity } from '@firm/shared/staff/staff-identity';
import { roleAllows } from '@firm/shared/staff/staff-policy';
import type { TActor } from '../documents/documents.repository';

/** The code of the 403 answered while a one-time password has not been replaced (as leads-api's). */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/**
 * Who may use the studio API, checked on every request: the member the web edge names in
 * `x-staff-identity` — believed only beside the edge's secret (`x-edge-secret`, constant-time), which
 * no browser has (the edge drops any copy sent to it and names the member leads-api found for the
 * session cookie). Nobody named → 401; a one-time password to replace → 403; a role that is not
 * `editor` or `admin` (intake) → 403. Messages in the staff page's language (`?lang=en`, else
 * Spanish); every answer `no-store`.
 * @param edgeSecret - `EDGE_PROXY_SECRET`; unset → everyone is anonymous
 */
export function studioGuard(edgeSecret: string | undefined): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const locale: TLocale = req.query.lang === 'en' ? 'en' : 'es';
    res.locals.locale = locale;
    const identity = isEdgeSecret(req.get(EDGE_SECRET_HEADER), edgeSecret)
      ? decodeStaffIdentity(req.headers[STAFF_IDENTITY_HEADER])
      : null;
    if (!identity) return next(new AppError('unauthorized', t(locale, 'staff.signInRequired')));
    if (identity.mustChangePassword)
      return next(
        new AppError('forbidden', t(locale, 'staff.passwordChangeRequired'), {
          code: PASSWORD_CHANGE_REQUIRED,
        }),
      );
    if (!roleAllows(identity.role, 'editor'))
      return next(new AppError('forbidden', t(locale, 'staff.forbidden')));
    res.locals.staff = identity;
    next();
  };
}

/** The member a guarded request was made by. */
export function staffOf(res: Response): TStaffIdentity {
  const staff = res.locals.staff as TStaffIdentity | undefined;
  if (!staff) throw new Error('staffOf() used on a route without studioGuard');
  return staff;
}

/** The member as the revisions and the audit trail record them. */
export function actorOf(res: Response): NonNullable<TActor> {
  const { id, name, email } = staffOf(res);
  return { id, name: name || email, email };
}

/** The editor's language. */
export function localeOf(res: Response): TLocale {
  return (res.locals.locale as TLocale | undefined) ?? 'es';
}
