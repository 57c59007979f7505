import type { Pool } from '@firm/shared/server/db';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { LEAD_COLUMNS, leadRow, type TLeadRecord } from './lead-record';

const COLUMNS = LEAD_COLUMNS.join(', ');

// One named statement for any number of leads: the rows arrive as one JSON array, typed by the
// `leads` row type. Ids are drawn first so each input row can be told whether it was stored
// (ON CONFLICT on the idempotency key skips it) — RETURNING alone cannot say which input row
// a stored row came from. PostgreSQL parses and plans it once per connection.
const INSERT_LEADS_WITH_OUTBOX = {
  name: 'insert-leads-with-outbox',
  text: `WITH input AS MATERIALIZED (
           SELECT nextval('leads_id_seq'::regclass) AS id, t.ordinality AS ord,
                  ${LEAD_COLUMNS.map((column) => `t.${column}`).join(', ')}
             FROM json_populate_recordset(NULL::leads, $1::json) WITH ORDINALITY AS t
         ), lead AS (
           INSERT INTO leads (id, ${COLUMNS}) OVERRIDING SYSTEM VALUE
           SELECT id, ${COLUMNS} FROM input ORDER BY ord
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, is_spam
         ), announced AS (
           INSERT INTO outbox (event, subject_id)
           SELECT '${OUTBOX_EVENTS.leadAccepted}', id FROM lead WHERE NOT is_spam ORDER BY id
         )
         SELECT input.ord::int AS ord, lead.id FROM input LEFT JOIN lead ON lead.id = input.id`,
};

/**
 * Stores leads and, for those that are not spam, their outbox rows, in ONE statement (hence
 * one transaction, committed when this resolves: all or nothing). A lead whose idempotency key
 * is already stored (or repeated earlier in `leads`) is not inserted again (unique constraint,
 * safe against concurrent duplicates).
 * @returns per input lead, in order, its new id, or null when its key was already used
 */
export async function insertLeadsWithOutbox(
  pool: Pool,
  leads: TLeadRecord[],
): Promise<(number | null)[]> {
  if (leads.length === 0) return [];
  const { rows } = await pool.query<{ ord: number; id: number | null }>({
    ...INSERT_LEADS_WITH_OUTBOX,
    values: [JSON.stringify(leads.map(leadRow))],
  });
  const ids: (number | null)[] = leads.map(() => null);
  for (const row of rows) ids[row.ord - 1] = row.id;
  return ids;
}

/**
 * Stores one lead with its outbox row (see {@link insertLeadsWithOutbox}).
 * @returns the new lead's id, or null when the key was already used
 */
export async function insertLeadWithOutbox(pool: Pool, lead: TLeadRecord): Promise<number | null> {
  const [id] = await insertLeadsWithOutbox(pool, [lead]);
  return id ?? null;
}
