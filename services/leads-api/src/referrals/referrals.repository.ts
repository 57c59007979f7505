import { withTransaction, type Pool } from '@firm/shared/server/db';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { insertOutboxMessage } from '../outbox/outbox.repository';
import { applyErasedContactTraces } from '../privacy/erased-contact-traces.repository';
import { LEAD_COLUMNS, leadPlaceholders, leadValues, type TLeadRecord } from '../leads/lead-record';

/** The batch row: who referred, and the evidence of the request. */
export type TReferralBatchRecord = {
  idempotencyKey: string | null;
  referrerName: string;
  referrerPhone: string;
  locale: string;
  pageUrl: string | null;
  attribution: unknown;
  consentSha256: string;
  consentVersion: string;
  ip: string | null;
  userAgent: string | null;
  isSpam: boolean;
};

/**
 * Stores a referral batch, its leads and (unless spam) one outbox row, all in ONE transaction:
 * every referral is stored or none is.
 * @param leads - the referral leads, without `referral_batch_id` (set here)
 * @param ownerRules - the assignment rules of the batch's leads (one form, one language), in order
 * @param contactHashes - the keyed hashes of a referral's phone and e-mail (`leadContactHashList`)
 * @returns the batch id, or null when its idempotency key was already used
 */
export async function insertReferralBatch(
  pool: Pool,
  batch: TReferralBatchRecord,
  leads: TLeadRecord[],
  ownerRules: readonly number[] = [],
  contactHashes: (lead: TLeadRecord) => readonly string[] = () => [],
): Promise<number | null> {
  return withTransaction(pool, async (client) => {
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO referral_batches
         (idempotency_key, referrer_name, referrer_phone, referral_count, locale, page_url, attribution,
          consent_sha256, consent_version, ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [
        batch.idempotencyKey,
        batch.referrerName,
        batch.referrerPhone,
        leads.length,
        batch.locale,
        batch.pageUrl,
        JSON.stringify(batch.attribution ?? {}),
        batch.consentSha256,
        batch.consentVersion,
        batch.ip,
        batch.userAgent,
      ],
    );
    const batchId = inserted.rows[0]?.id;
    if (batchId === undefined) return null;
    const rows = leads.map((lead) => ({
      ...lead,
      referral_batch_id: batchId,
      idempotency_key: null,
    }));
    const stored = await client.query<{ id: number }>(
      `INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES ${rows.map((_, i) => leadPlaceholders(i)).join(', ')}
       RETURNING id`,
      rows.flatMap(leadValues),
    );
    // an erased person's "do not contact" and conflict stub, by the keyed hashes of each referral
    for (const [index, row] of stored.rows.entries())
      await applyErasedContactTraces(client, row.id, contactHashes(leads[index]!));
    // each referral its own owner, its own turn, in the batch's transaction
    await client.query(
      'UPDATE leads SET owner_id = lead_owner_for($2::bigint[]) WHERE referral_batch_id = $1',
      [batchId, ownerRules],
    );
    if (!batch.isSpam)
      await insertOutboxMessage(client, OUTBOX_EVENTS.referralBatchAccepted, batchId);
    return batchId;
  });
}
