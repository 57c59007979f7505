import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAttribution } from '@firm/shared/attribution/attribution';

/** Fields only the staff's social-media form sends. */
export type TSocialFields = {
  agent: string;
  socialSource: string | null;
  leadType: string;
  conversationLink: string;
  canCallNow: boolean;
  pcReferral: boolean;
  pcVideoCall: boolean;
};

/** A lead as stored: the sanitized form fields plus context and consent evidence. */
export type TLeadRecord = {
  origin: 'web' | 'referral' | 'social_media';
  formVariant: string;
  locale: TLocale;
  name: string;
  email: string | null;
  phone: string;
  message: string | null;
  consent: boolean;
  section: string | null;
  situation: string | null;
  married: string | null;
  stay: string | null;
  clientTime: string | null;
  social: TSocialFields | null;
  pageUrl: string | null;
  source: string | null;
  attribution: TAttribution | null;
  consentSha256: string | null;
  consentVersion: string | null;
  ip: string | null;
  userAgent: string | null;
  isSpam: boolean;
  idempotencyKey: string | null;
  referralBatchId: number | null;
};

/** Column names of `leads` in the order {@link leadValues} returns them. */
export const LEAD_COLUMNS = [
  'origin',
  'form_variant',
  'locale',
  'name',
  'email',
  'phone',
  'message',
  'consent',
  'section',
  'situation',
  'married',
  'stay',
  'client_time',
  'agent',
  'social_source',
  'lead_type',
  'conversation_link',
  'can_call_now',
  'pc_referral',
  'pc_video_call',
  'page_url',
  'source',
  'attribution',
  'consent_sha256',
  'consent_version',
  'ip',
  'user_agent',
  'is_spam',
  'idempotency_key',
  'referral_batch_id',
] as const;

/** The values of a record, in {@link LEAD_COLUMNS} order. */
export function leadValues(lead: TLeadRecord): unknown[] {
  const s = lead.social;
  return [
    lead.origin,
    lead.formVariant,
    lead.locale,
    lead.name,
    lead.email,
    lead.phone,
    lead.message,
    lead.consent,
    lead.section,
    lead.situation,
    lead.married,
    lead.stay,
    lead.clientTime,
    s?.agent ?? null,
    s?.socialSource ?? null,
    s?.leadType ?? null,
    s?.conversationLink ?? null,
    s?.canCallNow ?? null,
    s?.pcReferral ?? null,
    s?.pcVideoCall ?? null,
    lead.pageUrl,
    lead.source || null,
    JSON.stringify(lead.attribution ?? {}),
    lead.consentSha256,
    lead.consentVersion,
    lead.ip,
    lead.userAgent,
    lead.isSpam,
    lead.idempotencyKey,
    lead.referralBatchId,
  ];
}

/** `($1, $2, ...)` placeholders for the `index`-th row of a multi-row insert. */
export function leadPlaceholders(index = 0): string {
  const offset = index * LEAD_COLUMNS.length;
  return `(${LEAD_COLUMNS.map((_, i) => `$${offset + i + 1}`).join(', ')})`;
}
