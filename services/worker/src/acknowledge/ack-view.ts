import { whatsappHref } from '@firm/shared/contact/contact-links';
import { ACK_PHONE_TOKEN, acknowledgmentTextsIn } from '@firm/shared/content/acknowledgment-texts';
import {
  officeHoursLines,
  timeZoneInWords,
  type TOfficeHoursLine,
} from '@firm/shared/content/office-hours-words';
import type { TLocale } from '@firm/shared/i18n/locale';
import { contactPreferencesOf } from '@firm/shared/leads/contact-preferences';
import type { TStoredLead } from '@firm/shared/leads/stored-lead';
import { callbackPhone, type TFirmFacts } from './firm-facts';

/** The interface words of the e-mail (its long texts are the firm's, in the site configuration). */
const WORDS = {
  es: {
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    haveAtHand: 'Para cuando hablemos, tenga a la mano:',
    whatsappButton: 'Escribir por WhatsApp',
  },
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    haveAtHand: 'When we talk, please have at hand:',
    whatsappButton: 'Write to us on WhatsApp',
  },
} satisfies Record<TLocale, unknown>;

/** Everything the acknowledgment says, in the order it says it. */
export type TAckView = {
  locale: TLocale;
  subject: string;
  greeting: string;
  intro: string;
  /** Who will call, from which line (or that nobody will call). */
  call: string;
  hours: TOfficeHoursLine[];
  zone: string;
  haveAtHandHeading: string;
  haveAtHand: string[];
  whatsapp: { line: string; label: string; href: string } | undefined;
  notAdvice: string;
  firm: { name: string; email: string };
};

/**
 * The acknowledgment of a lead, in the language of its page: who the firm is, who calls from
 * which line and when, what to have at hand, the WhatsApp chat, and that it is not legal advice.
 * Nothing of the lead's case (form, situation, message) is in it: someone else may read it.
 */
export function ackView(
  lead: Pick<TStoredLead, 'name' | 'locale'> & Parameters<typeof contactPreferencesOf>[0],
  facts: TFirmFacts,
): TAckView {
  const locale = lead.locale;
  const texts = acknowledgmentTextsIn(facts.acknowledgment, locale);
  const firmName = locale === 'es' ? facts.firm.name_es : facts.firm.name_en;
  const phone = callbackPhone(facts);
  const call = contactPreferencesOf(lead).call;
  const callText = call === 'no' ? texts.callNone : call === 'hours' ? texts.callHours : texts.call;
  const greeting = locale === 'es' ? facts.whatsapp.greeting_es : facts.whatsapp.greeting_en;
  const chat = whatsappHref(facts.whatsapp.number, greeting);
  return {
    locale,
    subject: `${texts.subject} — ${firmName}`,
    greeting: WORDS[locale].greeting(lead.name.trim().split(/\s+/)[0] ?? ''),
    intro: texts.intro,
    call: callText.replaceAll(ACK_PHONE_TOKEN, phone),
    hours: officeHoursLines(facts.office_hours, locale),
    zone: timeZoneInWords(facts.office_hours, locale),
    haveAtHandHeading: WORDS[locale].haveAtHand,
    haveAtHand: texts.haveAtHand,
    whatsapp: chat
      ? { line: texts.whatsapp, label: WORDS[locale].whatsappButton, href: chat }
      : undefined,
    notAdvice: texts.notAdvice,
    firm: { name: firmName, email: facts.email },
  };
}
