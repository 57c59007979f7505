import { z } from 'zod';
import { ZTextSchema } from './content-fields';

/** Where the texts write the firm's immigration phone: `{phone}`. */
export const ACK_PHONE_TOKEN = '{phone}';

const ZHaveAtHandSchema = z.array(ZTextSchema).min(1).max(8);

/**
 * The acknowledgment e-mail's texts (issue 29 §2), both languages (`acknowledgment` of the site
 * configuration). Someone else may read the e-mail (an abuser reading a victim's phone): no visa,
 * situation or case word belongs in them, above all in the subject, which every phone shows.
 * - `subject_*`: the firm's name is added after ' — '.
 * - `call_*`: a person will call; `{phone}` is the callback line. `call_hours_*` for a lead who may
 *   be called only at the hours they gave, `call_none_*` for one who may not be called.
 * - `have_at_hand_*`: what to have at hand for the call, one item each (the same count).
 * - `text_*`: the acknowledgment by text message, short (one or two messages on a phone), with the
 *   firm's name first (a text carries no sender name of its own) and how to stop texts; `{phone}` is the
 *   callback line.
 */
export const ZAcknowledgmentTextsSchema = z
  .strictObject({
    subject_es: ZTextSchema,
    subject_en: ZTextSchema,
    intro_es: ZTextSchema,
    intro_en: ZTextSchema,
    call_es: ZTextSchema.includes(ACK_PHONE_TOKEN),
    call_en: ZTextSchema.includes(ACK_PHONE_TOKEN),
    call_hours_es: ZTextSchema.includes(ACK_PHONE_TOKEN),
    call_hours_en: ZTextSchema.includes(ACK_PHONE_TOKEN),
    call_none_es: ZTextSchema,
    call_none_en: ZTextSchema,
    have_at_hand_es: ZHaveAtHandSchema,
    have_at_hand_en: ZHaveAtHandSchema,
    whatsapp_es: ZTextSchema,
    whatsapp_en: ZTextSchema,
    not_advice_es: ZTextSchema,
    not_advice_en: ZTextSchema,
    text_es: ZTextSchema.max(320).includes(ACK_PHONE_TOKEN).includes('STOP'),
    text_en: ZTextSchema.max(320).includes(ACK_PHONE_TOKEN).includes('STOP'),
  })
  .refine((texts) => texts.have_at_hand_es.length === texts.have_at_hand_en.length, {
    message: 'have_at_hand_es and have_at_hand_en list the same items',
    path: ['have_at_hand_en'],
  });
export type TAcknowledgmentTexts = z.infer<typeof ZAcknowledgmentTextsSchema>;

/** The acknowledgment's texts in one language. */
export type TAcknowledgmentTextsIn = {
  subject: string;
  intro: string;
  call: string;
  callHours: string;
  callNone: string;
  haveAtHand: string[];
  whatsapp: string;
  notAdvice: string;
  text: string;
};

/**
 * The acknowledgment's texts in one language.
 * @param texts - both languages (the site configuration's `acknowledgment`)
 * @param locale - the lead's language
 */
export function acknowledgmentTextsIn(
  texts: TAcknowledgmentTexts,
  locale: 'en' | 'es',
): TAcknowledgmentTextsIn {
  const es = locale === 'es';
  return {
    subject: es ? texts.subject_es : texts.subject_en,
    intro: es ? texts.intro_es : texts.intro_en,
    call: es ? texts.call_es : texts.call_en,
    callHours: es ? texts.call_hours_es : texts.call_hours_en,
    callNone: es ? texts.call_none_es : texts.call_none_en,
    haveAtHand: es ? texts.have_at_hand_es : texts.have_at_hand_en,
    whatsapp: es ? texts.whatsapp_es : texts.whatsapp_en,
    notAdvice: es ? texts.not_advice_es : texts.not_advice_en,
    text: es ? texts.text_es : texts.text_en,
  };
}
