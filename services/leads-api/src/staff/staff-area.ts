import type { Redis } from 'ioredis';
import { Router } from 'express';
import type { Pool } from '@firm/shared/server/db';
import type { TCsrf } from '../csrf/csrf';
import { accountsRoutes } from './accounts.routes';
import { authRoutes } from './auth.routes';
import { systemClock, type TClock } from './clock';
import { LoginThrottle } from './login-throttle';
import { PostgresSessionStore } from './postgres-session-store';
import { RedisSessionStore } from './redis-session-store';
import { createRequireStaff, type TRequireStaff } from './require-staff';
import { staffCookie } from './staff-cookie';
import { StaffSessions, type TSessionLifetimes } from './staff-sessions';

/** What the staff area is built from. */
export type TStaffAreaDeps = {
  pool: Pool;
  csrf: TCsrf;
  /** Sessions in Redis under `redisPrefix` when given; otherwise in PostgreSQL. */
  redis?: Redis | undefined;
  /** @defaultValue 'staff:' */
  redisPrefix?: string;
  /** Secure + `__Host-` session cookie. */
  secureCookies: boolean;
  /** @defaultValue the system clock */
  clock?: TClock;
  /** @defaultValue STAFF_SESSION */
  lifetimes?: TSessionLifetimes;
};

/** The staff area: its routes, the guard other routes put in front of themselves, and the sessions. */
export type TStaffArea = { router: Router; requireStaff: TRequireStaff; sessions: StaffSessions };

/** Builds the sessions (one store or the other), the guard and the sign-in and account routes. */
export function createStaffArea(deps: TStaffAreaDeps): TStaffArea {
  const clock = deps.clock ?? systemClock;
  const store = deps.redis
    ? new RedisSessionStore(deps.redis, deps.redisPrefix ?? 'staff:')
    : new PostgresSessionStore(deps.pool);
  const sessions = new StaffSessions(store, clock, deps.lifetimes);
  const cookie = staffCookie(deps.secureCookies);
  const requireStaff = createRequireStaff({ pool: deps.pool, sessions, cookie });
  const throttle = new LoginThrottle(deps.pool, clock);
  const router = Router();
  router.use(
    authRoutes({
      pool: deps.pool,
      clock,
      sessions,
      throttle,
      csrf: deps.csrf,
      cookie,
      requireStaff,
    }),
  );
  router.use(
    accountsRoutes({
      pool: deps.pool,
      clock,
      csrf: deps.csrf,
      requireStaff,
      endSessionsOf: (staffId) => sessions.endAllOf(staffId),
    }),
  );
  return { router, requireStaff, sessions };
}
