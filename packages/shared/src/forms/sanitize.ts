/**
 * Sanitizing rules of SPEC §5, applied before a lead is sent or stored.
 */

// Letters a–z, digits, whitespace and the Spanish accented letters, ñ and ü; everything else goes.
const NOT_ALLOWED_TEXT = /[^a-zA-Z0-9\sáéíóúÁÉÍÓÚñÑüÜ]/g;
const NOT_ALLOWED_NAME = /[^a-zA-ZáéíóúÁÉÍÓÚñÑüÜ ]/g;

/**
 * Keeps only letters (a–z, A–Z), digits, whitespace and áéíóúÁÉÍÓÚñÑüÜ. The text is put in composed
 * Unicode form first so that an accent typed as a combining mark is kept with its letter.
 * @param text - user content (name, phone, message or seccion part)
 */
export function sanitizeText(text: string): string {
  return text.normalize('NFC').replace(NOT_ALLOWED_TEXT, '');
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
 * The referral-name filter: letters (with Spanish accents, ñ, ü) and spaces only.
 * @param text - the input's value
 */
export function lettersOnly(text: string): string {
  return text.normalize('NFC').replace(NOT_ALLOWED_NAME, '');
}

/**
 * Sanitized single-line text: sanitizeText, then runs of whitespace become one space and the ends are trimmed.
 * @param text - user content such as a name or a seccion part
 */
export function sanitizeLine(text: string): string {
  return sanitizeText(text).replace(/\s+/g, ' ').trim();
}
