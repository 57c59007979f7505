import type { TLocale } from '@firm/shared/i18n/locale';
import type { Pool } from '@firm/shared/server/db';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { toWireRow } from '@firm/shared/staff/wire-row';
import { checkedLeadId, leadNotFound } from './lead-id';
import { findLeadDetail, findSamePhone } from './inbox.repository';

/**
 * One lead for its page: every stored column (in camelCase, the status as the staff see it; the
 * idempotency key left out), the consent text agreed to, the referral batch, who typed it in, and the
 * other leads with its phone. Its history is the timeline (`timeline.service.ts`).
 * @throws AppError not_found (404) for an unknown lead
 */
export async function leadDetail(
  deps: { pool: Pool },
  leadId: number,
  locale: TLocale,
): Promise<TLeadDetail> {
  const id = checkedLeadId(leadId, locale);
  const [row, samePhone] = await Promise.all([
    findLeadDetail(deps.pool, id),
    findSamePhone(deps.pool, id),
  ]);
  if (!row) leadNotFound(locale);
  const {
    shown_status,
    consent_text,
    consent_locale,
    entered_by_name,
    entered_by_email,
    batch_referrer_name,
    batch_referrer_phone,
    batch_referral_count,
    batch_received_at,
    idempotency_key: _key,
    owner_name,
    ...stored
  } = row;
  return {
    lead: { ...toWireRow(stored), status: shown_status },
    consentText:
      consent_text !== null && consent_locale !== null
        ? { body: consent_text, locale: consent_locale }
        : null,
    referralBatch:
      row.referral_batch_id !== null && batch_received_at !== null
        ? {
            id: row.referral_batch_id,
            referrerName: batch_referrer_name ?? '',
            referrerPhone: batch_referrer_phone ?? '',
            referralCount: batch_referral_count ?? 0,
            receivedAt: batch_received_at.toISOString(),
          }
        : null,
    enteredBy:
      row.entered_by_staff_id !== null && entered_by_email !== null
        ? { id: row.entered_by_staff_id, name: entered_by_name ?? '', email: entered_by_email }
        : null,
    owner: row.owner_id !== null ? { id: row.owner_id, name: owner_name ?? '' } : null,
    samePhone: samePhone.map((other) => ({
      id: other.id,
      name: other.name,
      receivedAt: other.received_at.toISOString(),
    })),
  };
}
