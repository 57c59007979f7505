import { GPC_ATTRIBUTION } from '@firm/shared/attribution/attribution';
import type { TNormalizedLead } from '@firm/shared/forms/compose';
import type { TLocale } from '@firm/shared/i18n/locale';
import { contactPreferenceColumns } from '@firm/shared/leads/contact-preferences';
import { consentRecord } from '../consent/consent-record';
import { CONTEXT_MAX_LENGTH, type TRequestMeta } from '../http/request-meta';
import { NO_SOCIAL_FIELDS, type TLeadRecord, type TSocialFields } from './lead-record';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's idempotency key when it is a UUID; anything else is ignored (older clients send none). */
export function idempotencyKeyOf(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value.trim()) ? value.trim().toLowerCase() : null;
}

/** Extra facts about a lead that do not come from its normalized fields. */
export type TLeadRecordContext = {
  origin: TLeadRecord['origin'];
  locale: TLocale;
  meta: TRequestMeta;
  idempotencyKey: string | null;
  isSpam?: boolean;
  referralBatchId?: number | null;
  /** The social-media form's own columns (null for every other form). */
  social?: TSocialFields;
  /** Overrides the consent of the normalized lead (a bot's unvalidated submission). */
  consentGiven?: boolean;
  /** The staff account that typed the lead in (the social-media form). */
  enteredByStaffId?: number | null;
};

/** Maps a normalized lead (shared composition) and its request context to the stored record. */
export function buildLeadRecord(lead: TNormalizedLead, context: TLeadRecordContext): TLeadRecord {
  const consent = consentRecord(context.locale);
  const given = context.consentGiven ?? lead.checkbox;
  return {
    origin: context.origin,
    form_variant: lead.variant,
    locale: context.locale,
    name: lead.nombre,
    email: lead.email,
    phone: lead.phone,
    message: lead.mensaje || null,
    consent: given,
    section: lead.seccion || null,
    situation: lead.situacion,
    married: lead.casado,
    stay: lead.estancia,
    client_time: lead.fecha_hora ? lead.fecha_hora.slice(0, CONTEXT_MAX_LENGTH.clientTime) : null,
    ...(context.social ?? NO_SOCIAL_FIELDS),
    page_url: context.meta.pageUrl,
    source: context.meta.source || null,
    attribution: context.meta.gpc ? { ...GPC_ATTRIBUTION } : (context.meta.attribution ?? {}),
    consent_sha256: given ? consent.sha256 : null,
    consent_version: given ? lead.consentVersion : null,
    ip: context.meta.ip,
    user_agent: context.meta.userAgent,
    is_spam: context.isSpam ?? false,
    idempotency_key: context.idempotencyKey,
    referral_batch_id: context.referralBatchId ?? null,
    entered_by_staff_id: context.enteredByStaffId ?? null,
    // set when it is stored (first-contact-clock.ts): the clock counts from then
    first_contact_due_at: null,
    first_contact_alert_at: null,
    ...contactPreferenceColumns(lead.contactPreferences),
  };
}
