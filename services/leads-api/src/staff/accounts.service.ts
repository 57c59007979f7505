import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import type { TStaffAccount, TStaffAuditEntry } from '@firm/shared/staff/staff-identity';
import { isStaffRole, type TStaffRole } from '@firm/shared/staff/staff-policy';
import type { TClock } from './clock';
import { hashPassword, oneTimePassword } from './passwords';
import {
  fieldError,
  looksLikeEmail,
  normalizeEmail,
  passwordProblem,
  throwInvalid,
} from './staff-input';
import {
  findAccountById,
  insertAccount,
  insertAudit,
  listAccounts,
  listAudit,
  updateDisabled,
  updatePassword,
  type TAccountRow,
  type TAuditAction,
} from './staff.repository';

/** What account management uses; `endSessionsOf` ends an account's sessions (the store's). */
export type TAccountsDeps = {
  pool: Pool;
  clock: TClock;
  endSessionsOf: (staffId: number) => Promise<void>;
};

/** Who changes an account: a signed-in admin's id, or null for the command line. */
export type TActor = number | null;

const NAME_MAX = 120;

/** An account as the admins' list shows it (no hash). */
export function accountView(row: TAccountRow): TStaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    mustChangePassword: row.must_change_password,
    disabledAt: row.disabled_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    passwordSetAt: row.password_set_at.toISOString(),
  };
}

/** Every account. */
export async function listStaffAccounts(
  deps: Pick<TAccountsDeps, 'pool'>,
): Promise<TStaffAccount[]> {
  return (await listAccounts(deps.pool)).map(accountView);
}

/** The latest account changes (at most `limit`). */
export async function listAccountChanges(
  deps: Pick<TAccountsDeps, 'pool'>,
  limit = 50,
): Promise<TStaffAuditEntry[]> {
  return (await listAudit(deps.pool, limit)).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actorEmail: row.actor_email,
    targetEmail: row.target_email,
    detail: row.detail,
  }));
}

/** A new or reset account and its password when it is one-time (shown once, never stored). */
export type TAccountWithPassword = { account: TStaffAccount; oneTimePassword: string | null };

/**
 * Adds an account. Without `password` a one-time password is made (returned once; the member must
 * replace it at first sign-in); a given password (the CLI's `--password-stdin`) must follow the rule.
 * @throws AppError validation (422): bad address, taken address, bad role, long name, weak password
 */
export async function addStaffAccount(
  deps: TAccountsDeps,
  actor: TActor,
  input: { email: string; name: string; role: string; password?: string; locale: TLocale },
): Promise<TAccountWithPassword> {
  const { locale } = input;
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const errors = [
    ...(looksLikeEmail(email) ? [] : [fieldError(locale, 'email', 'validation.email')]),
    ...(name.length > NAME_MAX
      ? [fieldError(locale, 'name', 'staff.nameTooLong', { max: NAME_MAX })]
      : []),
    ...(isStaffRole(input.role) ? [] : [fieldError(locale, 'role', 'staff.roleInvalid')]),
  ];
  const weak =
    input.password === undefined ? null : passwordProblem(locale, 'password', input.password);
  if (weak) errors.push(weak);
  if (errors.length) throwInvalid(errors);
  const generated = input.password === undefined ? oneTimePassword() : null;
  const passwordHash = await hashPassword(input.password ?? generated!);
  const at = new Date(deps.clock.now());
  try {
    const row = await withTransaction(deps.pool, async (client) => {
      const inserted = await insertAccount(client, {
        email,
        name,
        role: input.role as TStaffRole,
        passwordHash,
        mustChangePassword: generated !== null,
        at,
      });
      await insertAudit(client, {
        actorId: actor,
        action: 'account.created',
        targetId: inserted.id,
        detail: { role: inserted.role, name },
        at,
      });
      return inserted;
    });
    return { account: accountView(row), oneTimePassword: generated };
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throwInvalid([fieldError(locale, 'email', 'staff.emailTaken')]);
    throw error;
  }
}

async function existing(deps: TAccountsDeps, id: number, locale: TLocale): Promise<TAccountRow> {
  const row = Number.isSafeInteger(id) && id > 0 ? await findAccountById(deps.pool, id) : null;
  if (!row) throw new AppError('not_found', t(locale, 'staff.accountNotFound'));
  return row;
}

async function setDisabled(
  deps: TAccountsDeps,
  actor: TActor,
  id: number,
  disabled: boolean,
  locale: TLocale,
): Promise<TStaffAccount> {
  const row = await existing(deps, id, locale);
  if (disabled && actor === row.id)
    throw new AppError('validation', t(locale, 'staff.cannotChangeSelf'));
  const at = new Date(deps.clock.now());
  const action: TAuditAction = disabled ? 'account.disabled' : 'account.enabled';
  await withTransaction(deps.pool, async (client) => {
    await updateDisabled(client, row.id, disabled ? at : null, at);
    await insertAudit(client, { actorId: actor, action, targetId: row.id, at });
  });
  if (disabled) await deps.endSessionsOf(row.id);
  return accountView({ ...row, disabled_at: disabled ? at : null });
}

/** Disables an account (its sessions end at once); an admin cannot disable their own. */
export function disableStaffAccount(
  deps: TAccountsDeps,
  actor: TActor,
  id: number,
  locale: TLocale,
): Promise<TStaffAccount> {
  return setDisabled(deps, actor, id, true, locale);
}

/** Enables a disabled account again. */
export function enableStaffAccount(
  deps: TAccountsDeps,
  actor: TActor,
  id: number,
  locale: TLocale,
): Promise<TStaffAccount> {
  return setDisabled(deps, actor, id, false, locale);
}

/**
 * Gives an account a new one-time password (returned once): its sessions end and the member must
 * replace it at the next sign-in.
 */
export async function resetStaffPassword(
  deps: TAccountsDeps,
  actor: TActor,
  id: number,
  locale: TLocale,
): Promise<TAccountWithPassword> {
  const row = await existing(deps, id, locale);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const at = new Date(deps.clock.now());
  await withTransaction(deps.pool, async (client) => {
    await updatePassword(client, row.id, { passwordHash, mustChangePassword: true, at });
    await insertAudit(client, {
      actorId: actor,
      action: 'account.password_reset',
      targetId: row.id,
      at,
    });
  });
  await deps.endSessionsOf(row.id);
  return {
    account: accountView({ ...row, must_change_password: true, password_set_at: at }),
    oneTimePassword: password,
  };
}
