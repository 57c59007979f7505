/**
 * The wire fields of a lead submission (SPEC §3, §7): the shared sanitizing and composition
 * (`normalizeLead`), the seccion with its campaign source, an ISO `fecha_hora`, the token, the variant,
 * the idempotency key, the page and the honeypot.
 */
import { normalizeLead } from '@firm/shared/forms/compose';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type { TLeadData } from '@firm/shared/forms/lead-schemas';
import { CHECKED_VALUE, HIDDEN_FIELDS } from './wire-fields';

/** What a lead payload needs besides the visitor's answers. */
export type TLeadPayloadContext = {
  /** The page's seccion label, before the source. */
  seccion: string;
  source: string | null;
  token: string;
  idempotencyKey: string;
  pageUrl: string;
  /** The honeypot's value (empty for people). */
  honeypot: string;
  now: Date;
};

/**
 * The fields posted to `/api/prospecto/agregar` for a validated lead.
 * @param variant - the form variant
 * @param data - the values the variant's schema produced
 * @param context - seccion, source, token, key, page, time
 */
export function leadPayload(
  variant: TLeadVariantId,
  data: TLeadData,
  context: TLeadPayloadContext,
): Record<string, string> {
  const lead = normalizeLead(
    variant,
    { ...data, seccion: context.seccion },
    { source: context.source },
  );
  const fields = FORM_VARIANTS[variant].fields;
  const payload: Record<string, string> = {
    nombre: lead.nombre,
    email: lead.email ?? '',
    phone: lead.phone,
    mensaje: lead.mensaje,
    checkbox: CHECKED_VALUE,
    seccion: lead.seccion,
    fecha_hora: context.now.toISOString(),
  };
  if (fields.includes('situacion')) payload['situacion'] = lead.situacion ?? '';
  if (fields.includes('casado')) payload['casado'] = lead.casado ?? '';
  if (fields.includes('estancia')) payload['estancia'] = lead.estancia ?? '';
  payload[HIDDEN_FIELDS.token] = context.token;
  payload[HIDDEN_FIELDS.variant] = variant;
  payload[HIDDEN_FIELDS.idempotencyKey] = context.idempotencyKey;
  payload[HIDDEN_FIELDS.pageUrl] = context.pageUrl;
  payload[HIDDEN_FIELDS.honeypot] = context.honeypot;
  return payload;
}
