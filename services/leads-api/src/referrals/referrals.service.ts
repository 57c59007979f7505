import type { Pool } from '@firm/shared/server/db';
import { referralLeads } from '@firm/shared/forms/referral-schemas';
import { validateReferralBatchFields } from '../leads/cached-schemas';
import { digitsOnly, sanitizeName } from '@firm/shared/forms/sanitize';
import { consentRecord } from '../consent/consent-record';
import type { TRequestMeta } from '../http/request-meta';
import { buildLeadRecord, idempotencyKeyOf } from '../leads/build-lead-record';
import { validationError, type TLeadOutcome } from '../leads/leads.service';
import { isHoneypotFilled } from '../leads/spam-lead';
import type { TLeadRecord } from '../leads/lead-record';
import { referralBatches } from '../metrics/leads-metrics';
import { insertReferralBatch } from './referrals.repository';

/** Dependencies of the referral service. */
export type TReferralsServiceDeps = {
  pool: Pool;
  onAccepted: () => void;
  /** The assignment rules for a lead's owner (`owner-pools.ts`). @defaultValue none: every available member */
  ownerRules?: (lead: TLeadRecord) => Promise<number[]>;
  /** The keyed hashes of a lead's phone and e-mail (`leadContactHashList`). @defaultValue none */
  contactHashes?: (lead: TLeadRecord) => string[];
};

/** The referral form is Spanish only. */
const LOCALE = 'es' as const;

/**
 * Validates the whole referral list (one bad item rejects the batch with 422, nothing stored),
 * then stores the batch and one lead per referral in one transaction. A bot (honeypot filled)
 * whose batch validates is stored flagged spam; any bot gets `success`.
 * @param body - the parsed JSON (or form) body
 * @throws AppError validation (422) with `errors`
 */
export async function submitReferralBatch(
  deps: TReferralsServiceDeps,
  body: Record<string, unknown>,
  meta: TRequestMeta,
): Promise<TLeadOutcome> {
  const fields = Object.fromEntries(
    Object.entries(body).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  const isSpam = isHoneypotFilled(fields);
  const result = validateReferralBatchFields(body);
  if (!result.ok) {
    if (isSpam) return 'spam';
    throw validationError(result.errors);
  }
  const idempotencyKey = idempotencyKeyOf(body.idempotency_key);
  const leads = referralLeads(result.data, { source: meta.source }).map((lead) =>
    buildLeadRecord(lead, {
      origin: 'referral',
      locale: LOCALE,
      meta,
      idempotencyKey: null,
      isSpam,
    }),
  );
  const consent = consentRecord(LOCALE);
  const batchId = await insertReferralBatch(
    deps.pool,
    {
      idempotencyKey,
      referrerName: sanitizeName(result.data.nombre),
      referrerPhone: digitsOnly(result.data.phone),
      locale: LOCALE,
      pageUrl: meta.pageUrl,
      attribution: meta.attribution,
      consentSha256: consent.sha256,
      consentVersion: consent.version,
      ip: meta.ip,
      userAgent: meta.userAgent,
      isSpam,
    },
    leads,
    leads[0] && deps.ownerRules ? await deps.ownerRules(leads[0]) : [],
    deps.contactHashes,
  );
  if (batchId === null) return 'duplicate';
  if (isSpam) return 'spam';
  referralBatches.inc();
  deps.onAccepted();
  return 'accepted';
}
