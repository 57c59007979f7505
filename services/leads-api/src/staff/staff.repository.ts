import type { Pool, PoolClient } from '@firm/shared/server/db';
import type { TStaffRole } from '@firm/shared/staff/staff-policy';

/** A row of `staff_accounts` (the hash included: never leaves leads-api). */
export type TAccountRow = {
  id: number;
  email: string;
  name: string;
  role: TStaffRole;
  password_hash: string;
  must_change_password: boolean;
  password_set_at: Date;
  disabled_at: Date | null;
  created_at: Date;
};

/** What an audit entry records. */
export type TAuditAction =
  | 'account.created'
  | 'account.disabled'
  | 'account.enabled'
  | 'account.password_reset'
  | 'account.password_changed'
  | 'account.available'
  | 'account.away';

type TQueryable = Pool | PoolClient;

const COLUMNS = `id, email, name, role, password_hash, must_change_password, password_set_at,
  disabled_at, created_at`;

/** The account with this e-mail address (any case), or null. */
export async function findAccountByEmail(
  db: TQueryable,
  email: string,
): Promise<TAccountRow | null> {
  const { rows } = await db.query<TAccountRow>(
    `SELECT ${COLUMNS} FROM staff_accounts WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

/** The account with this id, or null. */
export async function findAccountById(db: TQueryable, id: number): Promise<TAccountRow | null> {
  const { rows } = await db.query<TAccountRow>(
    `SELECT ${COLUMNS} FROM staff_accounts WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Every account, admins first, then by e-mail address. */
export async function listAccounts(db: TQueryable): Promise<TAccountRow[]> {
  const { rows } = await db.query<TAccountRow>(
    `SELECT ${COLUMNS} FROM staff_accounts ORDER BY role = 'admin' DESC, email`,
  );
  return rows;
}

/**
 * Inserts an account.
 * @throws the pg unique violation (23505) when the e-mail address is taken
 */
export async function insertAccount(
  db: TQueryable,
  account: {
    email: string;
    name: string;
    role: TStaffRole;
    passwordHash: string;
    mustChangePassword: boolean;
    at: Date;
  },
): Promise<TAccountRow> {
  const { rows } = await db.query<TAccountRow>(
    `INSERT INTO staff_accounts
       (email, name, role, password_hash, must_change_password, password_set_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $6)
     RETURNING ${COLUMNS}`,
    [
      account.email,
      account.name,
      account.role,
      account.passwordHash,
      account.mustChangePassword,
      account.at,
    ],
  );
  return rows[0]!;
}

/** Replaces an account's password. */
export async function updatePassword(
  db: TQueryable,
  id: number,
  change: { passwordHash: string; mustChangePassword: boolean; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE staff_accounts
        SET password_hash = $2, must_change_password = $3, password_set_at = $4, updated_at = $4
      WHERE id = $1`,
    [id, change.passwordHash, change.mustChangePassword, change.at],
  );
}

/** Disables (a date) or enables (null) an account; false when there is no such account. */
export async function updateDisabled(
  db: TQueryable,
  id: number,
  disabledAt: Date | null,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE staff_accounts SET disabled_at = $2, updated_at = $3 WHERE id = $1',
    [id, disabledAt, at],
  );
  return rowCount === 1;
}

/** Records an account change in `staff_audit`. */
export async function insertAudit(
  db: TQueryable,
  entry: {
    actorId: number | null;
    action: TAuditAction;
    targetId: number;
    detail?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO staff_audit (actor_id, action, target_id, detail, at) VALUES ($1, $2, $3, $4, $5)',
    [entry.actorId, entry.action, entry.targetId, JSON.stringify(entry.detail ?? {}), entry.at],
  );
}

/** An audit entry with the e-mail addresses of who did it and to whom. */
export type TAuditRow = {
  id: number;
  at: Date;
  action: TAuditAction;
  actor_email: string | null;
  target_email: string;
  detail: Record<string, unknown>;
};

/** The latest account changes, newest first. */
export async function listAudit(db: TQueryable, limit: number): Promise<TAuditRow[]> {
  const { rows } = await db.query<TAuditRow>(
    `SELECT a.id, a.at, a.action, actor.email AS actor_email, target.email AS target_email, a.detail
       FROM staff_audit a
       LEFT JOIN staff_accounts actor ON actor.id = a.actor_id
       JOIN staff_accounts target ON target.id = a.target_id
      ORDER BY a.at DESC, a.id DESC
      LIMIT $1`,
    [limit],
  );
  return rows;
}
