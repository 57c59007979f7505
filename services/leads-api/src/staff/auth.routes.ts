import { Router, type NextFunction, type Response } from 'express';
import { AppError } from '@firm/shared/server/app-error';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { changePassword, sessionIdentity, signIn, type TAuthServiceDeps } from './auth.service';
import type { TRequireStaff } from './require-staff';
import { staffOf } from './require-staff';
import { staffBody } from './staff-body';
import type { TStaffCookie } from './staff-cookie';
import { stringField } from './staff-input';
import { staffLocaleOf } from './staff-locale';
import { PRIVATE_ANSWER } from '@firm/shared/server/private-answers';

/** What the sign-in routes need. */
export type TAuthRoutesDeps = TAuthServiceDeps & {
  csrf: TCsrf;
  cookie: TStaffCookie;
  requireStaff: TRequireStaff;
};

/** A 429's wait goes into `Retry-After` too. */
function withRetryAfter(error: unknown, res: Response, next: NextFunction): void {
  if (error instanceof AppError && error.code === 'rate_limited') {
    const seconds = (error.details as { retryAfterSeconds?: number } | undefined)
      ?.retryAfterSeconds;
    if (seconds) res.setHeader('Retry-After', String(seconds));
  }
  next(error);
}

/**
 * Sign-in, the current session, sign-out and the password change:
 * - `GET /api/staff/session` → `{ status: 'success', staff }` or 401;
 * - `POST /api/staff/session` (`email`, `password`, `_token`) → the same and a new session cookie;
 * - `POST /api/staff/session/logout` (`_token`) → ends the session, clears the cookie;
 * - `POST /api/staff/password` (`current_password`, `new_password`, `confirm_password`, `_token`).
 */
export function authRoutes(deps: TAuthRoutesDeps): Router {
  const router = Router();
  const locale = (res: Response) => (res.locals.locale as 'en' | 'es') ?? 'es';
  const setLocale = staffLocaleMiddleware();

  router.get(
    STAFF_API_PATHS.session,
    deps.requireStaff('member', { allowPasswordChange: true }),
    async (req, res) => {
      res.json({ status: 'success', staff: await sessionIdentity(deps.pool, staffOf(req).id) });
    },
  );

  router.post(
    STAFF_API_PATHS.session,
    setLocale,
    staffBody(),
    deps.csrf.protect,
    async (req, res, next) => {
      const previous = deps.cookie.read(req);
      try {
        const { identity, sessionId } = await signIn(deps, {
          email: stringField(req.body, 'email'),
          password: stringField(req.body, 'password'),
          ip: req.ip ?? null,
          locale: locale(res),
        });
        // a session id the browser held before never survives a sign-in (fixation)
        if (previous) {
          const old = await deps.sessions.resolve(previous);
          if (old) await deps.sessions.end(old.idHash);
        }
        deps.cookie.set(res, sessionId);
        res.locals.log.info({ staffId: identity.id }, 'staff signed in');
        res.json({ status: 'success', staff: identity });
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthorized')
          res.locals.log.info('staff sign-in refused');
        withRetryAfter(error, res, next);
      }
    },
  );

  router.post(
    STAFF_API_PATHS.logout,
    setLocale,
    staffBody(),
    deps.csrf.protect,
    async (req, res) => {
      const value = deps.cookie.read(req);
      const session = value ? await deps.sessions.resolve(value) : null;
      if (session) await deps.sessions.end(session.idHash);
      deps.cookie.clear(res);
      res.json({ status: 'success' });
    },
  );

  router.post(
    STAFF_API_PATHS.password,
    deps.requireStaff('member', { allowPasswordChange: true }),
    staffBody(),
    deps.csrf.protect,
    async (req, res) => {
      const { identity, sessionId } = await changePassword(deps, {
        staffId: staffOf(req).id,
        current: stringField(req.body, 'current_password'),
        next: stringField(req.body, 'new_password'),
        confirmation: stringField(req.body, 'confirm_password'),
        locale: locale(res),
      });
      deps.cookie.set(res, sessionId);
      res.json({ status: 'success', staff: identity });
    },
  );
  return router;
}

/** Sets the answer's language (`?lang=en`, else Spanish) and `private, no-store` before anything can refuse. */
export function staffLocaleMiddleware() {
  return (req: Parameters<typeof staffLocaleOf>[0], res: Response, next: NextFunction) => {
    res.locals.locale = staffLocaleOf(req);
    res.setHeader('Cache-Control', PRIVATE_ANSWER);
    next();
  };
}
