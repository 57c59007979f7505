import type { Pool, PoolClient } from '@firm/shared/server/db';
import type { TCallChannel, TCallOutcome } from '@firm/shared/staff/lead-timeline';

type TQueryable = Pick<PoolClient, 'query'>;

/** Adds a note to a lead; its id and time, or null when there is no such lead. */
export async function insertNote(
  pool: Pool,
  note: { leadId: number; actorId: number; body: string },
): Promise<{ id: number; at: Date } | null> {
  const { rows } = await pool.query<{ id: number; at: Date }>(
    `INSERT INTO lead_notes (lead_id, actor_id, body)
     SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1)
     RETURNING id, at`,
    [note.leadId, note.actorId, note.body],
  );
  return rows[0] ?? null;
}

/** Records a call begun from the lead page; its id and time, or null when there is no such lead. */
export async function insertCallDraft(
  pool: Pool,
  draft: { leadId: number; actorId: number; channel: TCallChannel },
): Promise<{ id: number; at: Date } | null> {
  const { rows } = await pool.query<{ id: number; at: Date }>(
    `INSERT INTO lead_call_drafts (lead_id, actor_id, channel)
     SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1)
     RETURNING id, at`,
    [draft.leadId, draft.actorId, draft.channel],
  );
  return rows[0] ?? null;
}

/** Whether a lead exists (locked against a concurrent erasure while a call is recorded). */
export async function lockLeadRow(client: TQueryable, leadId: number): Promise<boolean> {
  const { rows } = await client.query('SELECT 1 FROM leads WHERE id = $1 FOR SHARE', [leadId]);
  return rows.length > 0;
}

/** A draft of a lead, locked, with whether a call completed it already; null when it is not this lead's. */
export async function lockDraft(
  client: TQueryable,
  leadId: number,
  draftId: number,
): Promise<{ channel: TCallChannel; completed: boolean; at: Date } | null> {
  const { rows } = await client.query<{ channel: TCallChannel; completed: boolean; at: Date }>(
    `SELECT d.channel, d.at, EXISTS (SELECT 1 FROM lead_calls c WHERE c.draft_id = d.id) AS completed
       FROM lead_call_drafts d WHERE d.id = $1 AND d.lead_id = $2 FOR UPDATE`,
    [draftId, leadId],
  );
  return rows[0] ?? null;
}

/** Records a call attempt; its id and time. */
export async function insertCall(
  client: TQueryable,
  call: {
    leadId: number;
    actorId: number;
    outcome: TCallOutcome;
    channel: TCallChannel;
    note: string;
    draftId: number | null;
  },
): Promise<{ id: number; at: Date }> {
  const { rows } = await client.query<{ id: number; at: Date }>(
    `INSERT INTO lead_calls (lead_id, actor_id, outcome, channel, note, draft_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, at`,
    [call.leadId, call.actorId, call.outcome, call.channel, call.note, call.draftId],
  );
  return rows[0]!;
}
