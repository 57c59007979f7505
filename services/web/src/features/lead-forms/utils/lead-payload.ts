/**
 * The wire fields of a lead submission (SPEC §7): the visitor's answers as the shared schema
 * validated them, the page's seccion label, an ISO `fecha_hora`, the token, the variant, the
 * idempotency key, the page and the honeypot. leads-api alone sanitizes and composes the lead (the
 * seccion's campaign source, the parole message), as it does for a post without JavaScript.
 */
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type { TLeadData } from '@firm/shared/forms/lead-schemas';
import { safetyPayload } from '@firm/shared/forms/safety-wire';
import { CHECKED_VALUE, HIDDEN_FIELDS } from './wire-fields';

/** What a lead payload needs besides the visitor's answers. */
export type TLeadPayloadContext = {
  /** The page's seccion label. */
  seccion: string;
  /** The form asked the safety questions: their answers are sent. */
  safetyQuestions?: boolean | undefined;
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
 * @param context - seccion, token, key, page, time
 */
export function leadPayload(
  variant: TLeadVariantId,
  data: TLeadData,
  context: TLeadPayloadContext,
): Record<string, string> {
  const fields = FORM_VARIANTS[variant].fields;
  const payload: Record<string, string> = {
    nombre: data.nombre,
    email: data.email ?? '',
    phone: data.phone,
    mensaje: data.mensaje ?? '',
    checkbox: CHECKED_VALUE,
    seccion: context.seccion,
    fecha_hora: context.now.toISOString(),
  };
  if (fields.includes('situacion')) payload['situacion'] = data.situacion ?? '';
  if (fields.includes('casado')) payload['casado'] = data.casado ?? '';
  if (fields.includes('estancia')) payload['estancia'] = data.estancia ?? '';
  if (context.safetyQuestions) Object.assign(payload, safetyPayload(data));
  payload[HIDDEN_FIELDS.token] = context.token;
  payload[HIDDEN_FIELDS.variant] = variant;
  payload[HIDDEN_FIELDS.idempotencyKey] = context.idempotencyKey;
  payload[HIDDEN_FIELDS.pageUrl] = context.pageUrl;
  payload[HIDDEN_FIELDS.honeypot] = context.honeypot;
  return payload;
}
