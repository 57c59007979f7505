import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import type { TStaffIdentity } from '@firm/shared/staff/staff-identity';
import { staffSignIns, staffSignInsThrottled } from '../metrics/leads-metrics';
import type { TClock } from './clock';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { fieldError, normalizeEmail, passwordProblem, throwInvalid } from './staff-input';
import type { StaffSessions } from './staff-sessions';
import {
  findAccountByEmail,
  findAccountById,
  insertAudit,
  updatePassword,
  type TAccountRow,
} from './staff.repository';

/** What the sign-in and password services use. */
export type TAuthServiceDeps = {
  pool: Pool;
  clock: TClock;
  sessions: StaffSessions;
  throttle: LoginThrottle;
};

/** The identity the session API answers with. */
export function identityOf(account: TAccountRow): TStaffIdentity {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    mustChangePassword: account.must_change_password,
  };
}

/**
 * The signed-in member's identity (the session API's answer).
 * @throws AppError unauthorized when the account is gone
 */
export async function sessionIdentity(pool: Pool, staffId: number): Promise<TStaffIdentity> {
  const account = await findAccountById(pool, staffId);
  if (!account) throw new AppError('unauthorized', 'Sign in again');
  return identityOf(account);
}

/** A successful sign-in: who, and the new session's id (for the cookie only). */
export type TSignedIn = { identity: TStaffIdentity; sessionId: string };

/**
 * Signs a staff member in. The throttle is asked first (429 with the wait while a delay runs);
 * an unknown or disabled address is verified against a dummy hash and answers exactly like a
 * wrong password (401, same message). A success starts a new session: the caller ends the old one.
 * @throws AppError validation (422), unauthorized (401), rate_limited (429, `retryAfterSeconds`)
 */
export async function signIn(
  deps: TAuthServiceDeps,
  input: { email: string; password: string; ip: string | null; locale: TLocale },
): Promise<TSignedIn> {
  const { locale } = input;
  const email = normalizeEmail(input.email);
  const missing = [
    ...(email ? [] : [fieldError(locale, 'email', 'staff.emailRequired')]),
    ...(input.password ? [] : [fieldError(locale, 'password', 'staff.passwordRequired')]),
  ];
  if (missing.length) throwInvalid(missing);
  const admission = await deps.throttle.admit(email, input.ip);
  if (!admission.admitted) {
    staffSignInsThrottled.inc();
    const seconds = Math.ceil(admission.retryAfterMs / 1000);
    throw new AppError('rate_limited', t(locale, 'staff.throttled', { seconds }), {
      retryAfterSeconds: seconds,
    });
  }
  const account = await findAccountByEmail(deps.pool, email);
  const usable = account && !account.disabled_at ? account : null;
  // longer than any password we accept: refused after the same argon2 work, never hashed whole
  const password = input.password.slice(0, 1024);
  const ok = await verifyPassword(usable?.password_hash ?? null, password);
  if (!ok || !usable) {
    staffSignIns.inc({ outcome: 'failure' });
    throw new AppError('unauthorized', t(locale, 'staff.badCredentials'));
  }
  await deps.throttle.succeeded(email, input.ip);
  const sessionId = await deps.sessions.start(usable.id);
  staffSignIns.inc({ outcome: 'success' });
  return { identity: identityOf(usable), sessionId };
}

/**
 * Replaces the signed-in member's password (also the way out of a one-time password): the current
 * one must be right, the new one follow the rule, differ from the current one and be typed twice.
 * Every session of the account ends and a new one starts (returned for the cookie).
 * @throws AppError validation (422)
 */
export async function changePassword(
  deps: TAuthServiceDeps,
  input: {
    staffId: number;
    current: string;
    next: string;
    confirmation: string;
    locale: TLocale;
  },
): Promise<TSignedIn> {
  const { locale } = input;
  const account = await findAccountById(deps.pool, input.staffId);
  if (!account) throw new AppError('unauthorized', t(locale, 'staff.signInRequired'));
  if (!input.current)
    throwInvalid([fieldError(locale, 'current_password', 'staff.passwordRequired')]);
  const problem = passwordProblem(locale, 'new_password', input.next);
  if (problem) throwInvalid([problem]);
  if (input.next !== input.confirmation)
    throwInvalid([fieldError(locale, 'confirm_password', 'staff.passwordMismatch')]);
  if (!(await verifyPassword(account.password_hash, input.current.slice(0, 1024))))
    throwInvalid([fieldError(locale, 'current_password', 'staff.currentPasswordWrong')]);
  if (input.next === input.current)
    throwInvalid([fieldError(locale, 'new_password', 'staff.passwordSame')]);
  const passwordHash = await hashPassword(input.next);
  const at = new Date(deps.clock.now());
  await withTransaction(deps.pool, async (client) => {
    await updatePassword(client, account.id, { passwordHash, mustChangePassword: false, at });
    await insertAudit(client, {
      actorId: account.id,
      action: 'account.password_changed',
      targetId: account.id,
      at,
    });
  });
  await deps.sessions.endAllOf(account.id);
  const sessionId = await deps.sessions.start(account.id);
  return { identity: { ...identityOf(account), mustChangePassword: false }, sessionId };
}
