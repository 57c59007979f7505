import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import type { Pool } from '@firm/shared/server/db';

/** Reads a lead (with its referrer when it came in a referral batch); null when there is none. */
export async function findLead(pool: Pool, id: number): Promise<TLeadWithReferrer | null> {
  const { rows } = await pool.query<TLeadWithReferrer>(
    `SELECT l.id, l.origin, l.form_variant, l.locale, l.name, l.email, l.phone, l.message, l.consent, l.section,
            l.situation, l.married, l.stay, l.client_time, l.agent, l.social_source, l.lead_type,
            l.conversation_link, l.can_call_now, l.pc_referral, l.pc_video_call, l.page_url, l.source,
            l.attribution, l.consent_sha256, l.consent_version, host(l.ip) AS ip, l.user_agent, l.received_at,
            l.status, l.is_spam, l.idempotency_key, l.referral_batch_id, l.entered_by_staff_id,
            l.contact_call, l.contact_call_hours, l.contact_voicemail, l.contact_texts,
            l.do_not_contact_at, l.do_not_contact_reason, l.owner_id, l.first_contact_due_at,
            l.first_contact_alert_at, l.first_contacted_at, b.referrer_name, b.referrer_phone
       FROM leads l LEFT JOIN referral_batches b ON b.id = l.referral_batch_id
      WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Ids of the leads of one referral batch, in insertion order. */
export async function findBatchLeadIds(pool: Pool, batchId: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM leads WHERE referral_batch_id = $1 ORDER BY id',
    [batchId],
  );
  return rows.map((row) => row.id);
}

/** The lead a re-send request is for; null when there is no such request. */
export async function findResendLeadId(pool: Pool, resendId: number): Promise<number | null> {
  const { rows } = await pool.query<{ lead_id: number }>(
    'SELECT lead_id FROM lead_resends WHERE id = $1',
    [resendId],
  );
  return rows[0]?.lead_id ?? null;
}

/**
 * The e-mail address of a lead's owner (issue 29 §3), while their account is enabled; null when the
 * lead has no owner or its owner's account is disabled.
 */
export async function findOwnerAddress(pool: Pool, leadId: number): Promise<string | null> {
  const { rows } = await pool.query<{ email: string }>(
    `SELECT s.email FROM leads l JOIN staff_accounts s ON s.id = l.owner_id
      WHERE l.id = $1 AND s.disabled_at IS NULL`,
    [leadId],
  );
  return rows[0]?.email ?? null;
}

/**
 * When the contact a lead's phone or e-mail matched was erased on request, as leads-api noted it while
 * storing the lead (migration 222: the worker holds no secret to hash with); null when none matched.
 */
export async function findErasedContactMatch(pool: Pool, leadId: number): Promise<Date | null> {
  const { rows } = await pool.query<{ erased_at: Date }>(
    'SELECT erased_at FROM lead_erased_contact_matches WHERE lead_id = $1',
    [leadId],
  );
  return rows[0]?.erased_at ?? null;
}
