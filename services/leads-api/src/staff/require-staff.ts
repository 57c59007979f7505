import type { Request, RequestHandler } from 'express';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import type { TStaffIdentity } from '@firm/shared/staff/staff-identity';
import { roleAllows, type TStaffAccessLevel } from '@firm/shared/staff/staff-policy';
import type { TStaffCookie } from './staff-cookie';
import { staffLocaleOf } from './staff-locale';
import { findAccountById } from './staff.repository';
import type { StaffSessions, TLiveSession } from './staff-sessions';
import { PRIVATE_ANSWER } from '@firm/shared/server/private-answers';

/** Who made a staff request (`req.staff`). */
export type TStaffPrincipal = Pick<TStaffIdentity, 'id' | 'email' | 'name' | 'role'>;

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in staff member, set by `requireStaff`. */
    staff?: TStaffPrincipal;
    /** Their session, set by `requireStaff`. */
    staffSession?: TLiveSession;
    /** Whether they must still replace a one-time password. */
    staffMustChangePassword?: boolean;
  }
}

/** The code of the 403 answered while a one-time password has not been replaced yet. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** What the guard reads. */
export type TStaffGuardDeps = { pool: Pool; sessions: StaffSessions; cookie: TStaffCookie };

/** Options of a guard. */
export type TGuardOptions = {
  /** Lets an account that must replace its one-time password through (the password route). */
  allowPasswordChange?: boolean;
};

/** The signed-in principal of a request that passed `requireStaff`. */
export function staffOf(req: Request): TStaffPrincipal {
  if (!req.staff) throw new Error('staffOf() used on a route without requireStaff');
  return req.staff;
}

/**
 * Builds `requireStaff(role?)`: resolves the session cookie to `req.staff = { id, email, name, role }`,
 * or answers 401 `{ status: 'error', message }` (and clears a forged, expired or orphaned cookie); 403
 * when the role is not enough (`admin` passes every route, `member` lets every role in) or while a
 * one-time password waits to be replaced (`code: 'password_change_required'`). Every answer is
 * `Cache-Control: private, no-store`. Messages are
 * Spanish unless `?lang=en`.
 */
export function createRequireStaff(deps: TStaffGuardDeps) {
  return function requireStaff(
    role: TStaffAccessLevel = 'intake',
    options: TGuardOptions = {},
  ): RequestHandler {
    return async (req, res, next) => {
      res.setHeader('Cache-Control', PRIVATE_ANSWER);
      const locale = staffLocaleOf(req);
      res.locals.locale = locale;
      const check = (staff: TStaffPrincipal, mustChangePassword: boolean): void => {
        if (mustChangePassword && !options.allowPasswordChange) {
          return next(
            new AppError('forbidden', t(locale, 'staff.passwordChangeRequired'), {
              code: PASSWORD_CHANGE_REQUIRED,
            }),
          );
        }
        if (!roleAllows(staff.role, role)) {
          return next(new AppError('forbidden', t(locale, 'staff.forbidden')));
        }
        next();
      };
      // resolved once per request: when the prefix guard did it, this guard only checks more
      if (req.staff) return check(req.staff, req.staffMustChangePassword === true);
      const cookieValue = deps.cookie.read(req);
      const signedOut = () => {
        if (cookieValue) deps.cookie.clear(res);
        next(new AppError('unauthorized', t(locale, 'staff.signInRequired')));
      };
      if (!cookieValue) return signedOut();
      const session = await deps.sessions.resolve(cookieValue);
      if (!session) return signedOut();
      const account = await findAccountById(deps.pool, session.staffId);
      // disabled, deleted, or the password changed since this session began (a reset elsewhere)
      if (
        !account ||
        account.disabled_at ||
        session.createdAt < account.password_set_at.getTime()
      ) {
        await deps.sessions.end(session.idHash);
        return signedOut();
      }
      req.staff = { id: account.id, email: account.email, name: account.name, role: account.role };
      req.staffSession = session;
      req.staffMustChangePassword = account.must_change_password;
      check(req.staff, account.must_change_password);
    };
  };
}

/** The guard's type: `requireStaff()` for intake and admin, `requireStaff('admin')` for admins only, `requireStaff('member')` for any role. */
export type TRequireStaff = ReturnType<typeof createRequireStaff>;
