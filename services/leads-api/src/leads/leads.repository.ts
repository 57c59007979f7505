import type { Pool } from '@firm/shared/server/db';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { LEAD_COLUMNS, leadPlaceholders, leadValues, type TLeadRecord } from './lead-record';

// One statement, hence one transaction: the lead and, unless it is spam, its outbox rows (the
// acknowledgment's only when the caller says it is due: the last parameter).
const INSERT_LEAD_WITH_OUTBOX = {
  name: 'insert-lead-with-outbox',
  text: `WITH lead AS (
           INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES ${leadPlaceholders()}
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, is_spam
         ), announced AS (
           INSERT INTO outbox (event, subject_id)
           SELECT '${OUTBOX_EVENTS.leadAccepted}', id FROM lead WHERE NOT is_spam
           UNION ALL
           SELECT '${OUTBOX_EVENTS.leadAcknowledge}', id FROM lead
            WHERE NOT is_spam AND $${LEAD_COLUMNS.length + 1}::boolean
         )
         SELECT id FROM lead`,
};

/** The outbox rows a stored lead announces besides its intake notification. */
export type TLeadAnnouncements = {
  /** The acknowledgment e-mail to the lead is due (`acknowledgmentDue`). */
  acknowledge: boolean;
};

/**
 * Stores a lead and, when it is not spam, its outbox rows, all committed when this resolves (or
 * neither). A lead whose idempotency key is already stored is not inserted again (the unique
 * constraint holds against concurrent duplicates: the second waits for the first's commit).
 * @returns the new lead's id, or null when its idempotency key was already used
 */
export async function insertLeadWithOutbox(
  pool: Pool,
  lead: TLeadRecord,
  announce: TLeadAnnouncements = { acknowledge: false },
): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>({
    ...INSERT_LEAD_WITH_OUTBOX,
    values: [...leadValues(lead), announce.acknowledge],
  });
  return rows[0]?.id ?? null;
}
