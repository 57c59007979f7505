import { TEXT_OPT_OUT_REASON } from '@firm/shared/leads/contact-preferences';
import type { TQueryable } from '@firm/shared/server/db';
import type { TActorColumns } from '../timeline/timeline.repository';

/** A follow-up with who set it. */
export type TFollowUpRow = {
  id: number;
  lead_id: number;
  due_at: Date;
  note: string;
  created_at: Date;
  done_at: Date | null;
  done_reason: 'contact' | 'marked' | null;
} & TActorColumns;

const COLUMNS = `f.id, f.lead_id, f.due_at, f.note, f.created_at, f.done_at, f.done_reason,
  s.id AS actor_id, s.name AS actor_name, s.email AS actor_email`;
const FROM = 'FROM lead_follow_ups f LEFT JOIN staff_accounts s ON s.id = f.actor_id';
// The same over a statement's `f` (the row it wrote).
const FROM_WRITTEN = 'FROM f LEFT JOIN staff_accounts s ON s.id = f.actor_id';

/**
 * Why a call back may not be set on a lead: it is marked "do not contact" on every channel (a STOP
 * reply closes texts only), or it was erased; null when it may (or there is no such lead).
 */
export async function followUpBlock(
  db: TQueryable,
  leadId: number,
): Promise<'do-not-contact' | 'erased' | null> {
  const { rows } = await db.query<{ block: 'do-not-contact' | 'erased' | null }>(
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM lead_erasures e WHERE e.lead_id = l.id) THEN 'erased'
                 WHEN l.do_not_contact_at IS NOT NULL AND l.do_not_contact_reason <> $2
                 THEN 'do-not-contact' END AS block
       FROM leads l WHERE l.id = $1`,
    [leadId, TEXT_OPT_OUT_REASON],
  );
  return rows[0]?.block ?? null;
}

/** Sets a follow-up on a lead; null when there is no such lead. */
export async function insertFollowUp(
  db: TQueryable,
  followUp: { leadId: number; actorId: number; dueAt: Date; note: string },
): Promise<TFollowUpRow | null> {
  const { rows } = await db.query<TFollowUpRow>(
    `WITH f AS (
       INSERT INTO lead_follow_ups (lead_id, actor_id, due_at, note)
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1)
       RETURNING *)
     SELECT ${COLUMNS} ${FROM_WRITTEN}`,
    [followUp.leadId, followUp.actorId, followUp.dueAt, followUp.note],
  );
  return rows[0] ?? null;
}

/** A lead's follow-ups, soonest first. */
export async function listFollowUps(db: TQueryable, leadId: number): Promise<TFollowUpRow[]> {
  const { rows } = await db.query<TFollowUpRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE f.lead_id = $1 ORDER BY f.due_at, f.id`,
    [leadId],
  );
  return rows;
}

/** A lead's follow-up, locked, with whether it is done; null when it is not this lead's. */
export async function lockFollowUp(
  db: TQueryable,
  leadId: number,
  followUpId: number,
): Promise<{ done: boolean } | null> {
  const { rows } = await db.query<{ done: boolean }>(
    `SELECT done_at IS NOT NULL AS done FROM lead_follow_ups WHERE id = $1 AND lead_id = $2 FOR UPDATE`,
    [followUpId, leadId],
  );
  return rows[0] ?? null;
}

/** Marks a follow-up done by a member; the follow-up as it is now. */
export async function markFollowUpDone(
  db: TQueryable,
  followUpId: number,
  actorId: number,
): Promise<TFollowUpRow> {
  const { rows } = await db.query<TFollowUpRow>(
    `WITH f AS (
       UPDATE lead_follow_ups SET done_at = now(), done_by = $2, done_reason = 'marked'
        WHERE id = $1 RETURNING *)
     SELECT ${COLUMNS} ${FROM_WRITTEN}`,
    [followUpId, actorId],
  );
  return rows[0]!;
}

/**
 * The open follow-ups due before `until` that a member should see on the staff home: the ones they set,
 * those of the leads they own (issue 29 §3: a colleague may set a call on them), and the ones nobody
 * holds any more (set by an account since disabled).
 */
export async function listFollowUpsDue(
  db: TQueryable,
  memberId: number,
  until: Date,
  limit: number,
): Promise<(TFollowUpRow & { lead_name: string })[]> {
  const { rows } = await db.query<TFollowUpRow & { lead_name: string }>(
    `SELECT ${COLUMNS}, l.name AS lead_name ${FROM} JOIN leads l ON l.id = f.lead_id
      WHERE f.done_at IS NULL AND f.due_at < $2
        AND (f.actor_id = $1 OR l.owner_id = $1 OR s.disabled_at IS NOT NULL)
      ORDER BY f.due_at, f.id LIMIT $3`,
    [memberId, until, limit],
  );
  return rows;
}
