import type { TQueryable } from '@firm/shared/server/db';
import type { TCorrectableField } from '@firm/shared/privacy/lead-correction';
import type { TActorColumns } from '../timeline/timeline.repository';

/** The correctable fields of a lead, locked for the change. */
export type TCorrectableRow = Record<TCorrectableField, string | null>;

/** A lead's correctable fields, locked; null for no such lead. */
export async function lockCorrectable(
  db: TQueryable,
  leadId: number,
): Promise<TCorrectableRow | null> {
  const { rows } = await db.query<TCorrectableRow>(
    'SELECT name, email, phone, message FROM leads WHERE id = $1 FOR UPDATE',
    [leadId],
  );
  return rows[0] ?? null;
}

/**
 * Writes one field's new value and its correction row (before, after, reason). Only the four columns
 * below are ever written here: the consent record stays as agreed.
 */
export async function applyCorrection(
  db: TQueryable,
  change: {
    leadId: number;
    actorId: number;
    field: TCorrectableField;
    before: string | null;
    after: string | null;
    reason: string;
    requestId: number | null;
  },
): Promise<void> {
  const column = { name: 'name', email: 'email', phone: 'phone', message: 'message' }[change.field];
  await db.query(`UPDATE leads SET ${column} = $2 WHERE id = $1`, [change.leadId, change.after]);
  await db.query(
    `INSERT INTO lead_corrections (lead_id, actor_id, field, before, after, reason, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      change.leadId,
      change.actorId,
      change.field,
      change.before,
      change.after,
      change.reason,
      change.requestId,
    ],
  );
}

/** A correction as the timeline shows it. */
export type TCorrectionRow = {
  id: number;
  field: TCorrectableField;
  before: string | null;
  after: string | null;
  reason: string;
  at: Date;
} & TActorColumns;

/** A lead's corrections. */
export async function listCorrections(db: TQueryable, leadId: number): Promise<TCorrectionRow[]> {
  const { rows } = await db.query<TCorrectionRow>(
    `SELECT x.id, x.field, x.before, x.after, x.reason, x.at,
            s.id AS actor_id, s.name AS actor_name, s.email AS actor_email
       FROM lead_corrections x LEFT JOIN staff_accounts s ON s.id = x.actor_id
      WHERE x.lead_id = $1 ORDER BY x.id`,
    [leadId],
  );
  return rows;
}

/** Whether a privacy request exists. */
export async function requestExists(db: TQueryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM privacy_requests WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
