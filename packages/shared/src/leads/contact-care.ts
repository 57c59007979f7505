/**
 * The "Contacto con precaución" band (issue 29 §1): whether a lead must be contacted with care, what
 * it allowed, and which contact buttons stay closed and why. The staff pages and the intake e-mail
 * say it in the same words.
 */
import type { TLocale } from '../i18n/locale';
import { isSensitiveLead } from './auto-message';
import { limitsContact, type TContactPreferences } from './contact-preferences';
import type { TStoredLead } from './stored-lead';

/** The band's title and the one line under it. */
export const CONTACT_CARE = {
  es: {
    title: 'Contacto con precaución',
    intro:
      'Alguien más podría ver o contestar este teléfono. Respete lo que la persona nos indicó.',
  },
  en: {
    title: 'Contact with care',
    intro: 'Someone else may see or answer this phone. Keep to what the person told us.',
  },
} as const;

const WORDS = {
  es: {
    call: 'Llamadas',
    voicemail: 'Mensaje de voz',
    texts: 'Textos o WhatsApp',
    yes: 'Sí',
    no: 'No',
    unanswered: 'Sin respuesta',
    hours: (hours: string | null) =>
      hours ? `Solo a estas horas: ${hours}` : 'Solo a ciertas horas (no las indicó)',
    noCall: 'No es seguro llamar',
    noTexts: 'No autorizó textos',
  },
  en: {
    call: 'Calls',
    voicemail: 'Voicemail',
    texts: 'Texts or WhatsApp',
    yes: 'Yes',
    no: 'No',
    unanswered: 'Not answered',
    hours: (hours: string | null) =>
      hours ? `Only at these times: ${hours}` : 'Only at certain times (none given)',
    noCall: 'Not safe to call',
    noTexts: 'Texts not allowed',
  },
} satisfies Record<TLocale, unknown>;

/**
 * Whether the band shows: the lead came from a humanitarian visa page or is a victim of abuse or of a
 * crime, or it limited how it may be contacted.
 * @param lead - its seccion, page URL and situation
 * @param preferences - its answers
 */
export function needsContactCare(
  lead: Pick<TStoredLead, 'section' | 'page_url' | 'situation'>,
  preferences: TContactPreferences,
): boolean {
  return isSensitiveLead(lead) || limitsContact(preferences);
}

/** One line of the band: what the lead said of one channel. */
export type TContactCareLine = { label: string; value: string };

/**
 * What the lead allowed, channel by channel, in the reader's language.
 * @param preferences - its answers
 * @param locale - the reader's language
 */
export function contactCareLines(
  preferences: TContactPreferences,
  locale: TLocale,
): TContactCareLine[] {
  const words = WORDS[locale];
  const yesNo = (value: boolean | null) =>
    value === null ? words.unanswered : value ? words.yes : words.no;
  const call =
    preferences.call === 'hours'
      ? words.hours(preferences.callHours)
      : preferences.call === null
        ? words.unanswered
        : yesNo(preferences.call === 'yes');
  return [
    { label: words.call, value: call },
    { label: words.voicemail, value: yesNo(preferences.voicemail) },
    { label: words.texts, value: yesNo(preferences.texts) },
  ];
}

/** The contact buttons a lead did not allow, each with the reason shown in its place. */
export type TContactBlocks = { call?: string; texts?: string };

/**
 * The channels the lead said no to: calls when it is not safe to call, texts and WhatsApp when
 * they were not allowed. An unanswered question closes nothing (the band says it was not answered).
 * @param preferences - its answers
 * @param locale - the reader's language
 */
export function blockedByPreferences(
  preferences: TContactPreferences,
  locale: TLocale,
): TContactBlocks {
  const words = WORDS[locale];
  return {
    ...(preferences.call === 'no' ? { call: words.noCall } : {}),
    ...(preferences.texts === false ? { texts: words.noTexts } : {}),
  };
}
