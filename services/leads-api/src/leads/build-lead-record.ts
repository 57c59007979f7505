import type { TNormalizedLead } from '@firm/shared/forms/compose';
import type { TLocale } from '@firm/shared/i18n/locale';
import { consentRecord } from '../consent/consent-record';
import { CONTEXT_MAX_LENGTH, type TRequestMeta } from '../http/request-meta';
import type { TLeadRecord } from './lead-record';

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
  social?: TLeadRecord['social'];
  /** Overrides the consent of the normalized lead (a bot's unvalidated submission). */
  consentGiven?: boolean;
};

/** Maps a normalized lead (shared composition) and its request context to the stored record. */
export function buildLeadRecord(lead: TNormalizedLead, context: TLeadRecordContext): TLeadRecord {
  const consent = consentRecord(context.locale);
  const given = context.consentGiven ?? lead.checkbox;
  return {
    origin: context.origin,
    formVariant: lead.variant,
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
    clientTime: lead.fecha_hora ? lead.fecha_hora.slice(0, CONTEXT_MAX_LENGTH.clientTime) : null,
    social: context.social ?? null,
    pageUrl: context.meta.pageUrl,
    source: context.meta.source || null,
    attribution: context.meta.attribution,
    consentSha256: given ? consent.sha256 : null,
    consentVersion: given ? lead.consentVersion : null,
    ip: context.meta.ip,
    userAgent: context.meta.userAgent,
    isSpam: context.isSpam ?? false,
    idempotencyKey: context.idempotencyKey,
    referralBatchId: context.referralBatchId ?? null,
  };
}
