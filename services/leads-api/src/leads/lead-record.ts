import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAttribution } from '@firm/shared/attribution/attribution';
import { storableText } from '@firm/shared/text/storable';

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

/** One column of `leads` as written by leads-api. */
export type TLeadColumn = (typeof LEAD_COLUMNS)[number];

// A NUL or a lone surrogate in a free-form field (the client's time, the page URL, the
// attribution) would fail the whole insert and lose the lead: they are made storable instead.
function scrubbed(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), scrubbed(item)]),
    );
  }
  return value;
}

/** A record as a row of `leads` keyed by column name (attribution as an object, for JSON input). */
export function leadRow(lead: TLeadRecord): Record<TLeadColumn, unknown> {
  const row = rawRow(lead);
  for (const column of LEAD_COLUMNS) row[column] = scrubbed(row[column]);
  return row;
}

function rawRow(lead: TLeadRecord): Record<TLeadColumn, unknown> {
  const s = lead.social;
  return {
    origin: lead.origin,
    form_variant: lead.formVariant,
    locale: lead.locale,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    consent: lead.consent,
    section: lead.section,
    situation: lead.situation,
    married: lead.married,
    stay: lead.stay,
    client_time: lead.clientTime,
    agent: s?.agent ?? null,
    social_source: s?.socialSource ?? null,
    lead_type: s?.leadType ?? null,
    conversation_link: s?.conversationLink ?? null,
    can_call_now: s?.canCallNow ?? null,
    pc_referral: s?.pcReferral ?? null,
    pc_video_call: s?.pcVideoCall ?? null,
    page_url: lead.pageUrl,
    source: lead.source || null,
    attribution: lead.attribution ?? {},
    consent_sha256: lead.consentSha256,
    consent_version: lead.consentVersion,
    ip: lead.ip,
    user_agent: lead.userAgent,
    is_spam: lead.isSpam,
    idempotency_key: lead.idempotencyKey,
    referral_batch_id: lead.referralBatchId,
  };
}

/** The values of a record, in {@link LEAD_COLUMNS} order (attribution as JSON text), for positional parameters. */
export function leadValues(lead: TLeadRecord): unknown[] {
  const row = leadRow(lead);
  return LEAD_COLUMNS.map((column) =>
    column === 'attribution' ? JSON.stringify(row.attribution) : row[column],
  );
}

/** `($1, $2, ...)` placeholders for the `index`-th row of a multi-row insert. */
export function leadPlaceholders(index = 0): string {
  const offset = index * LEAD_COLUMNS.length;
  return `(${LEAD_COLUMNS.map((_, i) => `$${offset + i + 1}`).join(', ')})`;
}
