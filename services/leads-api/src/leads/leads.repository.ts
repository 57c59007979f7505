import type { Pool } from '@firm/shared/server/db';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { currentTraceparent } from '@firm/shared/server/trace-context';
import { hashedEntrySql, latestStubSql } from '../privacy/erased-contact-traces.repository';
import { LEAD_COLUMNS, leadPlaceholders, leadValues, type TLeadRecord } from './lead-record';

const RULES_PARAM = `$${LEAD_COLUMNS.length + 1}`;
const ACKNOWLEDGE_PARAM = `$${LEAD_COLUMNS.length + 2}`;
const ACKNOWLEDGE_BY_TEXT_PARAM = `$${LEAD_COLUMNS.length + 3}`;
const HASHES_PARAM = `$${LEAD_COLUMNS.length + 4}`;
// the request's trace (issue 33 §2), null when tracing is off
const TRACE_PARAM = `$${LEAD_COLUMNS.length + 5}::text`;

// One statement, hence one transaction: the lead with its owner (`lead_owner_for`, migration 212: the
// round-robin turn from a sequence, so concurrent inserts neither wait for each other nor take the same
// turn) and, unless it is spam, its outbox rows (the acknowledgments' only when the caller says they are
// due and the lead did not take a "do not contact" mark as it was inserted: its phone or e-mail is on
// the list of migration 215, or an erased person's entry, kept by keyed hash: migration 222). A lead
// whose phone or e-mail matches a conflict stub has the match written as well, for the intake e-mail.
const INSERT_LEAD_WITH_OUTBOX = {
  name: 'insert-lead-with-owner-and-outbox',
  text: `WITH lead AS (
           INSERT INTO leads (${LEAD_COLUMNS.join(', ')}, owner_id, do_not_contact_at,
                              do_not_contact_reason)
           VALUES ${leadPlaceholders().slice(0, -1)}, lead_owner_for(${RULES_PARAM}::bigint[]),
                  ${hashedEntrySql('at', HASHES_PARAM)}, ${hashedEntrySql('reason', HASHES_PARAM)})
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, is_spam, do_not_contact_at
         ), matched AS (
           INSERT INTO lead_erased_contact_matches (lead_id, erasure_id, erased_at)
           SELECT lead.id, stub.id, stub.erased_at
             FROM lead CROSS JOIN LATERAL ${latestStubSql(HASHES_PARAM)} AS stub
         ), announced AS (
           INSERT INTO outbox (event, subject_id, traceparent)
           SELECT '${OUTBOX_EVENTS.leadAccepted}', id, ${TRACE_PARAM} FROM lead WHERE NOT is_spam
           UNION ALL
           SELECT '${OUTBOX_EVENTS.leadAcknowledge}', id, ${TRACE_PARAM} FROM lead
            WHERE NOT is_spam AND do_not_contact_at IS NULL AND ${ACKNOWLEDGE_PARAM}::boolean
           UNION ALL
           SELECT '${OUTBOX_EVENTS.leadAcknowledgeByText}', id, ${TRACE_PARAM} FROM lead
            WHERE NOT is_spam AND do_not_contact_at IS NULL AND ${ACKNOWLEDGE_BY_TEXT_PARAM}::boolean
         )
         SELECT id FROM lead`,
};

/** The outbox rows a stored lead announces besides its intake notification. */
export type TLeadAnnouncements = {
  /** The acknowledgment e-mail to the lead is due (`acknowledgmentDue`). */
  acknowledge: boolean;
  /** The acknowledgment by text is due (`textAcknowledgmentDue`, texts configured). @defaultValue false */
  acknowledgeByText?: boolean;
};

/**
 * Stores a lead with its owner and, when it is not spam, its outbox rows, all committed when this
 * resolves (or none). A lead whose idempotency key is already stored is not inserted again (the unique
 * constraint holds against concurrent duplicates: the second waits for the first's commit; its turn is
 * spent all the same).
 * @param announce - the outbox rows to write besides the intake notification's
 * @param ownerRules - the assignment rules to try first, in order (`owner-pools.ts`); none: every
 *   available member, then every enabled one
 * @param contactHashes - the keyed hashes of the lead's phone and e-mail (`leadContactHashes`): an
 *   erased person's standing "do not contact" entry marks the lead, a conflict stub is noted
 * @returns the new lead's id, or null when its idempotency key was already used
 */
export async function insertLeadWithOutbox(
  pool: Pool,
  lead: TLeadRecord,
  announce: TLeadAnnouncements = { acknowledge: false },
  ownerRules: readonly number[] = [],
  contactHashes: readonly string[] = [],
): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>({
    ...INSERT_LEAD_WITH_OUTBOX,
    values: [
      ...leadValues(lead),
      ownerRules,
      announce.acknowledge,
      announce.acknowledgeByText ?? false,
      contactHashes,
      currentTraceparent() ?? null,
    ],
  });
  return rows[0]?.id ?? null;
}
