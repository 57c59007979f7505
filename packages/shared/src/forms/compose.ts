/**
 * The one place where a valid lead becomes the record that is sent and stored: sanitizing (SPEC §5), the
 * seccion label with its source (§3), and the composed parole and referral messages. leads-api calls it,
 * once per lead: the browser and the no-JavaScript post send the fields as the visitor gave them.
 */
import { CONSENT_VERSION } from './consent';
import type { TLocale } from '../i18n/locale';
import { t } from '../i18n/messages';
import type { TFormVariantId } from './form-types';
import { FORM_VARIANTS } from './form-variants';
import type { TLeadData } from './lead-schemas';
import { paroleNeedsSituation } from './parole-rules';
import { digitsOnly, sanitizeEmail, sanitizeLine, sanitizeMessage, sanitizeName } from './sanitize';
import type { TContactPreferences } from '../leads/contact-preferences';
import { contactPreferencesFromForm } from './safety-fields';
import { localeOfSeccion, withSource } from './seccion';
import type { TSituationId } from './situations';
import { situationLabel } from './situations';

/** A lead ready to send and store. */
export type TNormalizedLead = {
  variant: TFormVariantId;
  locale: TLocale;
  nombre: string;
  email: string | null;
  phone: string;
  mensaje: string;
  /** The form's consent box was ticked (for referral leads, by the referrer). */
  checkbox: true;
  consentVersion: string;
  seccion: string;
  situacion: TSituationId | null;
  casado: 'yes' | 'no' | null;
  estancia: 'si' | 'no' | null;
  fecha_hora: string | null;
  /** The answers to the safety questions (all null where the form does not ask them). */
  contactPreferences: TContactPreferences;
};

/** The labelled lines of a parole message, named as SPEC §3 names them. */
export const PAROLE_MESSAGE_LABELS = {
  situacion: 'Situación',
  casado: 'Casado',
  estancia: 'Estancia',
} as const;

/** The parole answers a message is composed of. */
export type TParoleAnswers = {
  situacion?: TSituationId | null | undefined;
  casado?: 'yes' | 'no' | null | undefined;
  estancia?: 'si' | 'no' | null | undefined;
};

/**
 * The parole lead's message: the Situación, Casado and Estancia lines, answers in the form's language.
 * @param answers - the validated answers
 * @param locale - the form's language
 */
export function composeParoleMessage(answers: TParoleAnswers, locale: TLocale): string {
  const yesNo = (value: string | null | undefined) => {
    if (!value) return t(locale, 'field.notApplicable');
    return t(locale, value === 'no' ? 'field.no' : 'field.yes');
  };
  const situation = answers.situacion
    ? situationLabel(answers.situacion, locale)
    : t(locale, 'field.notApplicable');
  return [
    `${PAROLE_MESSAGE_LABELS.situacion}: ${situation}`,
    `${PAROLE_MESSAGE_LABELS.casado}: ${yesNo(answers.casado)}`,
    `${PAROLE_MESSAGE_LABELS.estancia}: ${yesNo(answers.estancia)}`,
  ].join('\n');
}

/**
 * The message of a referral lead: 'Referido de: {name} Teléfono: {phone}', the referrer's name and phone
 * sanitized before they are composed.
 * @param referrer - who made the referral
 */
export function composeReferralMessage(referrer: { nombre: string; phone: string }): string {
  return `Referido de: ${sanitizeName(referrer.nombre)} Teléfono: ${sanitizeLine(referrer.phone)}`;
}

/** Options of normalizeLead. */
export type TNormalizeOptions = {
  /** The campaign source, appended to the seccion after ' - '. */
  source?: string | null | undefined;
};

/**
 * Sanitizes a valid lead: the name keeps letters, digits, spaces, apostrophes and hyphens; the message
 * its punctuation and line breaks too; the seccion only letters, digits and spaces (SPEC §5); the phone
 * its digits; the e-mail is trimmed; the seccion defaults to the
 * variant's label and gets the source; a parole message is composed from its answers. The language is the
 * variant's, or for the generic variant the one its seccion names.
 * @param variant - the form variant
 * @param data - the validated lead (validateLead's data)
 * @param options - the campaign source
 */
export function normalizeLead(
  variant: TFormVariantId,
  data: TLeadData,
  options: TNormalizeOptions = {},
): TNormalizedLead {
  const def = FORM_VARIANTS[variant];
  const seccion = withSource(data.seccion?.trim() || def.seccion, options.source);
  const locale = variant === 'generic' ? (localeOfSeccion(seccion) ?? def.locale) : def.locale;
  const parole = def.situation === 'when-not-qualified';
  // A situation chosen before the parole answers changed to 'yes' was hidden again: it is not kept.
  const situacion = parole && !paroleNeedsSituation(data) ? null : (data.situacion ?? null);
  return {
    variant,
    locale,
    nombre: sanitizeName(data.nombre),
    email: sanitizeEmail(data.email ?? '') || null,
    phone: digitsOnly(data.phone),
    mensaje: parole
      ? composeParoleMessage({ ...data, situacion }, locale)
      : sanitizeMessage(data.mensaje ?? ''),
    checkbox: true,
    consentVersion: CONSENT_VERSION,
    seccion,
    situacion,
    casado: data.casado ?? null,
    estancia: data.estancia ?? null,
    fecha_hora: data.fecha_hora?.trim() || null,
    contactPreferences: contactPreferencesFromForm(data),
  };
}
