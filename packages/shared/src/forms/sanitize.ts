/**
 * Sanitizing rules of SPEC §5, applied before a lead is sent or stored, with the firm's decision of
 * issue 25: a message keeps its punctuation and line breaks (the safe times and details a victim
 * writes), a name its apostrophes and hyphens (O'Neil-Smith). The seccion keeps the spec's rule. Every
 * place that shows these values escapes them (pages, the intake e-mail, the CSV export, webhooks).
 */

// SPEC §5: letters a–z, digits, whitespace and the Spanish accented letters, ñ and ü; everything else goes.
const NOT_ALLOWED_TEXT = /[^a-zA-Z0-9\sáéíóúÁÉÍÓÚñÑüÜ]/g;
// A message also keeps . , ; : ¿ ? ¡ ! ( ) - / ' " and line breaks (tabs and spaces as before).
const NOT_ALLOWED_MESSAGE = /[^a-zA-Z0-9 \t\náéíóúÁÉÍÓÚñÑüÜ.,;:¿?¡!()\-/'"]/g;
// A name keeps letters, digits, spaces, apostrophes and hyphens.
const NOT_ALLOWED_NAME = /[^a-zA-Z0-9\sáéíóúÁÉÍÓÚñÑüÜ'-]/g;
// The referral-name input: letters, spaces, apostrophes and hyphens (no digits, as typed).
const NOT_ALLOWED_NAME_INPUT = /[^a-zA-ZáéíóúÁÉÍÓÚñÑüÜ '-]/g;

// Every kind of line break (CR LF, CR, NEL, line and paragraph separators, vertical tab, form feed).
const LINE_BREAK = /\r\n|[\r\v\f\u0085\u2028\u2029]/g;
// Whitespace other than a space, a tab and a line feed (no-break and typographic spaces, BOM).
const OTHER_SPACE = /[^\S \t\n]/g;

// What phones type for the kept punctuation: curly quotes, typographic dashes, the ellipsis.
const TYPOGRAPHIC: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u201b\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u201f\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
];

/** The text in composed form, line breaks as `\n`, other spaces as ' ' and curly punctuation straight. */
function plain(text: string): string {
  let result = text.normalize('NFC').replace(LINE_BREAK, '\n').replace(OTHER_SPACE, ' ');
  for (const [pattern, straight] of TYPOGRAPHIC) result = result.replace(pattern, straight);
  return result;
}

/**
 * SPEC §5's rule: keeps only letters (a–z, A–Z), digits, whitespace and áéíóúÁÉÍÓÚñÑüÜ. The text is put
 * in composed Unicode form first so that an accent typed as a combining mark is kept with its letter.
 * @param text - user content (a seccion part, a campaign source)
 */
export function sanitizeText(text: string): string {
  return text.normalize('NFC').replace(NOT_ALLOWED_TEXT, '');
}

/**
 * A message: letters, digits, spaces, tabs, line breaks (every kind becomes `\n`) and the punctuation
 * . , ; : ¿ ? ¡ ! ( ) - / ' " (curly quotes, typographic dashes and the ellipsis made plain); anything
 * else (angle brackets, `=`, `&`, emoji, control and direction characters) goes; runs of spaces become
 * one and the ends are trimmed.
 * @param text - the message as typed
 */
export function sanitizeMessage(text: string): string {
  return plain(text).replace(NOT_ALLOWED_MESSAGE, '').replace(/ {2,}/g, ' ').trim();
}

/**
 * A name: letters, digits, spaces, apostrophes and hyphens (curly apostrophes and dashes made plain);
 * runs of whitespace become one space and the ends are trimmed.
 * @param text - a name as typed
 */
export function sanitizeName(text: string): string {
  return plain(text).replace(NOT_ALLOWED_NAME, '').replace(/\s+/g, ' ').trim();
}

/**
 * E-mail addresses are only trimmed (SPEC §5).
 * @param email - the raw address
 */
export function sanitizeEmail(email: string): string {
  return email.trim();
}

/**
 * The as-you-type phone filter: digits only, optionally cut to a maximum length.
 * @param text - the input's value
 * @param max - the most digits kept (the Spanish landing and parole forms cap at 11)
 */
export function digitsOnly(text: string, max?: number): string {
  const digits = text.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/**
 * The referral-name filter as the visitor types: letters (with Spanish accents, ñ, ü), spaces,
 * apostrophes and hyphens.
 * @param text - the input's value
 */
export function nameInputFilter(text: string): string {
  return plain(text).replace(NOT_ALLOWED_NAME_INPUT, '');
}

/**
 * Sanitized single-line text (SPEC §5's rule): sanitizeText, then runs of whitespace become one space and
 * the ends are trimmed.
 * @param text - user content such as a seccion part or a campaign source
 */
export function sanitizeLine(text: string): string {
  return sanitizeText(text).replace(/\s+/g, ' ').trim();
}
