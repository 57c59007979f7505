import type { Pool } from '@firm/shared/server/db';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { LEAD_COLUMNS, leadPlaceholders, leadValues, type TLeadRecord } from './lead-record';

// One statement, hence one transaction: the lead and, unless it is spam, its outbox row.
const INSERT_LEAD_WITH_OUTBOX = {
  name: 'insert-lead-with-outbox',
  text: `WITH lead AS (
           INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES ${leadPlaceholders()}
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, is_spam
         ), announced AS (
           INSERT INTO outbox (event, subject_id)
           SELECT '${OUTBOX_EVENTS.leadAccepted}', id FROM lead WHERE NOT is_spam
         )
         SELECT id FROM lead`,
};

/**
 * Stores a lead and, when it is not spam, its outbox row, both committed when this resolves (or
 * neither). A lead whose idempotency key is already stored is not inserted again (the unique
 * constraint holds against concurrent duplicates: the second waits for the first's commit).
 * @returns the new lead's id, or null when its idempotency key was already used
 */
export async function insertLeadWithOutbox(pool: Pool, lead: TLeadRecord): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>({
    ...INSERT_LEAD_WITH_OUTBOX,
    values: leadValues(lead),
  });
  return rows[0]?.id ?? null;
}
