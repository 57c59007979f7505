import type { TQueryable } from '@firm/shared/server/db';
import type { TActorColumns } from '../timeline/timeline.repository';

/** The settings row with who changed it last. */
export type TIntakeSettingsRow = {
  first_contact_target_minutes: number;
  updated_at: Date;
} & TActorColumns;

/** An audited change. */
export type TIntakeSettingsAuditRow = {
  id: number;
  before: { firstContactTargetMinutes: number };
  after: { firstContactTargetMinutes: number };
  at: Date;
} & TActorColumns;

const ROW = `SELECT i.first_contact_target_minutes, i.updated_at,
                    s.id AS actor_id, s.name AS actor_name, s.email AS actor_email
               FROM intake_settings i LEFT JOIN staff_accounts s ON s.id = i.updated_by WHERE i.id`;

/** The settings (the migration writes their one row). */
export async function findIntakeSettings(db: TQueryable): Promise<TIntakeSettingsRow> {
  const { rows } = await db.query<TIntakeSettingsRow>(ROW);
  return rows[0]!;
}

/** The settings, locked for a change. */
export async function lockIntakeSettings(db: TQueryable): Promise<TIntakeSettingsRow> {
  const { rows } = await db.query<TIntakeSettingsRow>(`${ROW} FOR UPDATE OF i`);
  return rows[0]!;
}

/** Sets the first-contact target and records the change with what it was. */
export async function updateFirstContactTarget(
  db: TQueryable,
  change: { actorId: number; before: number; after: number },
): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE intake_settings SET first_contact_target_minutes = $3, updated_at = now(), updated_by = $1
        WHERE id)
     INSERT INTO intake_settings_audit (actor_id, before, after)
     VALUES ($1, jsonb_build_object('firstContactTargetMinutes', $2::int),
                 jsonb_build_object('firstContactTargetMinutes', $3::int))`,
    [change.actorId, change.before, change.after],
  );
}

/** The latest changes, newest first. */
export async function listIntakeSettingsAudit(
  db: TQueryable,
  limit = 20,
): Promise<TIntakeSettingsAuditRow[]> {
  const { rows } = await db.query<TIntakeSettingsAuditRow>(
    `SELECT a.id, a.before, a.after, a.at, s.id AS actor_id, s.name AS actor_name, s.email AS actor_email
       FROM intake_settings_audit a LEFT JOIN staff_accounts s ON s.id = a.actor_id
      ORDER BY a.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
