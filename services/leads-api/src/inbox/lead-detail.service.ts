import type { TLocale } from '@firm/shared/i18n/locale';
import { firstContactView } from '@firm/shared/staff/first-contact';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { toWireRow } from '@firm/shared/staff/wire-row';
import { needsContactCare } from '@firm/shared/leads/contact-care';
import { recordsGpc } from '@firm/shared/attribution/attribution';
import { doNotContactView } from '@firm/shared/leads/do-not-contact';
import { contactPreferencesFollowed } from '@firm/shared/leads/contact-preferences';
import { checkedLeadId, leadNotFound } from './lead-id';
import { listFollowUps } from '../follow-ups/follow-ups.repository';
import { followUpView } from '../follow-ups/follow-ups.service';
import type { TInboxListDeps } from './inbox-list.service';
import { findLeadDetail, findSamePhone } from './inbox.repository';
import { leadPrivacyState } from '../privacy/lead-privacy-state';

/**
 * One lead for its page: every stored column (in camelCase, the status as the staff see it; the
 * idempotency key left out), the consent text agreed to, the referral batch, who typed it in, and the
 * other leads with its phone, its first-contact clock (due, overdue, office time waited), its
 * follow-ups, how it may be contacted and whether with care. Its history is the timeline
 * (`timeline.service.ts`).
 * @throws AppError not_found (404) for an unknown lead
 */
export async function leadDetail(
  deps: TInboxListDeps & { privacyHashSecret: string },
  leadId: number,
  locale: TLocale,
): Promise<TLeadDetail> {
  const id = checkedLeadId(leadId, locale);
  const [row, samePhone, followUps, settings] = await Promise.all([
    findLeadDetail(deps.pool, id),
    findSamePhone(deps.pool, id),
    listFollowUps(deps.pool, id),
    deps.clockSettings.get(),
  ]);
  if (!row) leadNotFound(locale);
  const privacy = await leadPrivacyState(deps, row);
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
  const contactPreferences = contactPreferencesFollowed(row);
  return {
    lead: { ...toWireRow(stored), status: shown_status },
    contactPreferences,
    contactWithCare: needsContactCare(row, contactPreferences),
    doNotContact: doNotContactView(row),
    gpc: recordsGpc(row.attribution),
    ...privacy,
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
    followUps: followUps.map(followUpView),
    ...firstContactView(row, deps.clock.now(), settings.schedule),
  };
}
