/**
 * The staff area's access rules (issue 16): roles, session lifetimes, the sign-in throttle and the
 * password rule. leads-api enforces them; the web pages and the docs quote them from here.
 */

/**
 * Roles of a staff account: `intake` works leads (inbox, social-media form); `editor` writes the site's
 * content (the content studio) and sees no lead; `admin` does both and also manages accounts, routing
 * and the queues.
 */
export const STAFF_ROLES = ['intake', 'editor', 'admin'] as const;

/** A staff account's role. */
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** What a route or page asks of a member: a role, or `member` (any signed-in role: home, password). */
export type TStaffAccessLevel = TStaffRole | 'member';

/** Narrows an unknown value to a role. */
export function isStaffRole(value: unknown): value is TStaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/**
 * Whether an account of `role` may use what `required` guards: an admin may do everything, an intake
 * member only lead work, an editor only content; `member` lets every role in.
 */
export function roleAllows(role: TStaffRole, required: TStaffAccessLevel): boolean {
  return required === 'member' || role === 'admin' || role === required;
}

/** Session lifetimes: signed out after 30 min without a request, and 12 h after sign-in whatever happens. */
export const STAFF_SESSION = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3600_000,
  /** A session's last-seen time is written at most this often (its idle expiry is this precise). */
  touchEveryMs: 60_000,
} as const;

/** One sign-in throttle: failures allowed free, then a delay doubling from `baseDelayMs` up to `maxDelayMs`. */
export type TThrottleRule = {
  /** Failed attempts allowed before any delay. */
  freeFailures: number;
  /** Delay after the first failure past the free ones. */
  baseDelayMs: number;
  /** The delay never grows past this: there is no permanent lock. */
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one (and an account's on a successful sign-in). */
  forgetAfterMs: number;
};

/**
 * The sign-in throttle. Per account (keyed by the e-mail typed, so unknown addresses behave alike): 5
 * free failures, then 15 s, 30 s, 1 min, 2 min, 4 min and at most 5 min before the next try. Per client
 * IP (any accounts): 20 free failures, then the same doubling. Attempts refused during a delay are not
 * counted, so they do not lengthen it; failures are forgotten 15 min after the last one.
 */
export const STAFF_LOGIN_THROTTLE: { account: TThrottleRule; ip: TThrottleRule } = {
  account: {
    freeFailures: 5,
    baseDelayMs: 15_000,
    maxDelayMs: 5 * 60_000,
    forgetAfterMs: 15 * 60_000,
  },
  ip: { freeFailures: 20, baseDelayMs: 15_000, maxDelayMs: 5 * 60_000, forgetAfterMs: 15 * 60_000 },
};

/**
 * How long a key with `failures` failed attempts must wait after its last failure (0: no wait).
 * @param rule - the throttle rule of the key
 * @param failures - consecutive failed attempts counted so far
 */
export function throttleDelayMs(rule: TThrottleRule, failures: number): number {
  const past = failures - rule.freeFailures;
  if (past < 0) return 0;
  return Math.min(rule.baseDelayMs * 2 ** Math.min(past, 30), rule.maxDelayMs);
}

/** Passwords: at least 12 characters, at most 256 (argon2 hashes any length; a cap bounds the work). */
export const STAFF_PASSWORD = { minLength: 12, maxLength: 256 } as const;
