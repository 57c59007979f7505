/**
 * The building blocks of every form schema, one per field kind. Each block accepts what a browser form or
 * a multipart body gives (strings, checkbox values, or nothing), reports at most one issue with the
 * localized message of SPEC §5, and outputs the clean value.
 */
import { z } from 'zod';
import type { TLimitedField } from '../constants';
import { FIELD_MAX_LENGTH, PHONE_MIN_DIGITS } from '../constants';
import type { TLocale } from '../i18n/locale';
import type { TMessageKey } from '../i18n/messages';
import { t } from '../i18n/messages';
import { digitsOnly, sanitizeLine } from './sanitize';
import type { TSituationId } from './situations';
import { parseSituation, SITUATION_IDS } from './situations';

// Anything that is not text (missing key, null, a file part) counts as an empty field.
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** The raw value of a form field: text, a checkbox value, or absent. */
export type TRawField = string | number | boolean | null | undefined;

/**
 * A text field checked by a function that returns the failing message key, or null when the value passes.
 * @param locale - language of the messages
 * @param check - the rule
 * @param vars - placeholder values for the message
 */
function textField(
  locale: TLocale,
  check: (text: string) => TMessageKey | null,
  vars?: Record<string, number>,
) {
  return z.preprocess(
    asText,
    z.string().superRefine((text, ctx) => {
      const key = check(text);
      if (key) ctx.addIssue({ code: 'custom', message: t(locale, key, vars) });
    }),
  );
}

function tooLong(field: TLimitedField, text: string): boolean {
  return text.trim().length > FIELD_MAX_LENGTH[field];
}

/**
 * A required name: not blank once sanitized (a name made only of symbols would reach the firm empty).
 * @param locale - language of the messages
 */
export function nameField(locale: TLocale) {
  return requiredTextField(
    locale,
    'nombre',
    'validation.name',
    (text) => sanitizeLine(text) === '',
  );
}

// Exactly one @, a dot in the domain, and none of the characters that turn an address into more than
// an address in a mailto: link or an e-mail header (?, &, %, <, >, quotes, commas, ;, :, \, brackets,
// parentheses) nor spaces or control characters. `+`, dots, dashes and underscores stay fine.
const EMAIL_PART = '[^\\s@?&%<>"\',;:\\\\()\\[\\]\\x00-\\x1f\\x7f]+';
export const EMAIL_SHAPE = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`);

/**
 * An optional e-mail address: blank passes (output undefined), otherwise it must look like one
 * address (see EMAIL_SHAPE).
 * @param locale - language of the messages
 * @param message - the variant's e-mail message (the English visa/blog forms use the short one)
 */
export function emailField(locale: TLocale, message: TMessageKey = 'validation.email') {
  return textField(locale, (text) => {
    const email = text.trim();
    if (email === '') return null;
    // Length first: it bounds the work of the pattern on hostile input.
    return email.length <= FIELD_MAX_LENGTH.email && EMAIL_SHAPE.test(email) ? null : message;
  }).transform((text) => text.trim() || undefined);
}

/**
 * A phone number: at least PHONE_MIN_DIGITS digits once non-digits are stripped, at most `max`.
 * Outputs the digits.
 * @param locale - language of the messages
 * @param max - the most digits accepted
 */
export function phoneField(locale: TLocale, max: number) {
  return textField(locale, (text) => {
    const digits = digitsOnly(text).length;
    return digits >= PHONE_MIN_DIGITS && digits <= max ? null : 'validation.phone';
  }).transform((text) => digitsOnly(text));
}

const CHECKED = new Set<unknown>([true, 'true', 'on', '1', 1]);

/**
 * Whether a checkbox value means ticked: true, 'true', 'on' (an HTML checkbox) or '1'.
 * @param value - the raw value
 */
export function isChecked(value: unknown): boolean {
  return CHECKED.has(value);
}

/**
 * The consent checkbox: must be ticked (true, 'true', 'on' or '1'). Outputs true.
 * @param locale - language of the messages
 */
export function consentField(locale: TLocale) {
  return z.preprocess(isChecked, z.literal(true, { error: t(locale, 'validation.consent') }));
}

/**
 * A required situation: one of the 8 option ids (or, as older clients sent, a label). Outputs the id.
 * @param locale - language of the messages
 */
export function situationField(locale: TLocale) {
  return textField(locale, (text) =>
    parseSituation(text) ? null : 'validation.situation',
  ).transform((text) => parseSituation(text) as TSituationId);
}

/** An optional situation that never fails: an option id, or null when absent or unknown. */
export function optionalSituationField() {
  return z.preprocess(parseSituation, z.enum(SITUATION_IDS).nullable());
}

/**
 * A required choice among fixed answers (case and surrounding spaces ignored).
 * @param locale - language of the messages
 * @param answers - accepted spellings and the answer each stands for
 * @param message - the message when no answer was chosen
 */
function choiceField<T extends string>(
  locale: TLocale,
  answers: Record<string, T>,
  message: TMessageKey,
) {
  const read = (text: string): T | undefined => answers[text.trim().toLowerCase()];
  return textField(locale, (text) => (read(text) ? null : message)).transform(
    (text) => read(text) as T,
  );
}

/** Married: 'yes' or 'no'. */
export function marriedField(locale: TLocale) {
  return choiceField(locale, { yes: 'yes', no: 'no' }, 'validation.married');
}

/** Stay (more than 10 years in the country): 'si' or 'no' ('sí' is read as 'si'). */
export function stayField(locale: TLocale) {
  return choiceField(locale, { si: 'si', sí: 'si', no: 'no' }, 'validation.stay');
}

/**
 * Optional free text with a length limit (message, seccion, source...). Outputs the trimmed text or undefined.
 * @param locale - language of the messages
 * @param field - which limit applies
 */
export function optionalTextField(locale: TLocale, field: TLimitedField) {
  const max = FIELD_MAX_LENGTH[field];
  return textField(locale, (text) => (tooLong(field, text) ? 'validation.tooLong' : null), {
    max,
  }).transform((text) => text.trim() || undefined);
}

/**
 * A required text (e.g. the conversation link) with a length limit. Outputs the trimmed text.
 * @param locale - language of the messages
 * @param field - which limit applies
 * @param message - the message when blank
 * @param isBlank - what counts as blank (default: only whitespace)
 */
export function requiredTextField(
  locale: TLocale,
  field: TLimitedField,
  message: TMessageKey,
  isBlank: (text: string) => boolean = (text) => text.trim() === '',
) {
  const max = FIELD_MAX_LENGTH[field];
  return textField(
    locale,
    (text) => {
      if (isBlank(text)) return message;
      return tooLong(field, text) ? 'validation.tooLong' : null;
    },
    { max },
  ).transform((text) => text.trim());
}
