/**
 * The safety questions of the humanitarian visa forms (issue 29 §1) as schema blocks: how it is safe
 * to call, the safe hours, voicemail, texts or WhatsApp. Every one is optional; an answer that is
 * not one of the choices (only a tampered request sends one) counts as no answer, and the hours
 * are bounded like any free text.
 */
import { z } from 'zod';
import type { TLocale } from '../i18n/locale';
import { CALL_SAFETY } from '../leads/contact-preferences';
import type { TCallSafety, TContactPreferences } from '../leads/contact-preferences';
import { optionalTextField, type TRawField } from './field-schemas';
import { sanitizeMessage } from './sanitize';
import { SAFETY_FIELDS, type TSafetyData } from './safety-wire';

/** The raw safety answers, as a browser form or a multipart body gives them. */
export type TSafetyInput = Partial<
  Record<(typeof SAFETY_FIELDS)[keyof typeof SAFETY_FIELDS], TRawField>
>;

const fold = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

const CALL_BY_WIRE = new Map<string, TCallSafety>([
  ['si', 'yes'],
  ['sí', 'yes'],
  ['no', 'no'],
  ['horas', 'hours'],
]);

// No answer (or one that is none of the choices) is undefined: the data of a form that does not ask
// the questions stays as it was.
function callAnswer() {
  return z.preprocess((value) => CALL_BY_WIRE.get(fold(value)), z.enum(CALL_SAFETY).optional());
}

function yesNoAnswer() {
  return z.preprocess((value) => {
    const answer = fold(value);
    if (answer === 'si' || answer === 'sí') return true;
    return answer === 'no' ? false : undefined;
  }, z.boolean().optional());
}

/**
 * The schema blocks of the safety questions, by wire name.
 * @param locale - language of the messages (the hours' length limit)
 */
export function safetyShape(locale: TLocale): Record<string, z.ZodType> {
  return {
    [SAFETY_FIELDS.call]: callAnswer(),
    [SAFETY_FIELDS.callHours]: optionalTextField(locale, 'horas_llamar'),
    [SAFETY_FIELDS.voicemail]: yesNoAnswer(),
    [SAFETY_FIELDS.texts]: yesNoAnswer(),
  };
}

/**
 * The stored answers of a validated lead: the hours sanitized like the message (on one line) and
 * kept only when the lead chose "only at certain times".
 * @param data - the validated safety answers
 */
export function contactPreferencesFromForm(data: TSafetyData): TContactPreferences {
  const call = data.seguro_llamar ?? null;
  const hours = sanitizeMessage(data.horas_llamar ?? '').replace(/\s+/g, ' ');
  return {
    call,
    callHours: call === 'hours' && hours ? hours : null,
    voicemail: data.mensaje_voz ?? null,
    texts: data.mensajes_texto ?? null,
  };
}
