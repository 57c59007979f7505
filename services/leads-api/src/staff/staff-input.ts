import type { TLocale } from '@firm/shared/i18n/locale';
import { t, type TMessageKey, type TMessageVars } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import { STAFF_PASSWORD } from '@firm/shared/staff/staff-policy';

/** A field's failing check, as the lead endpoints answer them. */
export type TFieldError = { field: string; message: string };

/** Throws a 422 `{ message, errors }` whose first error is the one to show. */
export function throwInvalid(errors: TFieldError[]): never {
  throw new AppError('validation', errors[0]!.message, { errors });
}

/** Throws a 400 `{ message, errors }`: a request no form could have sent (an unknown choice, an empty note). */
export function throwBadRequest(errors: TFieldError[]): never {
  throw new AppError('bad_request', errors[0]!.message, { errors });
}

/** One field error in a language. */
export function fieldError(
  locale: TLocale,
  field: string,
  key: TMessageKey,
  vars?: TMessageVars,
): TFieldError {
  return { field, message: t(locale, key, vars) };
}

/**
 * A string field of a parsed body ('' when absent, not a string, or holding a NUL character, which
 * PostgreSQL cannot store or compare: such a field is treated as not given, never as a server fault).
 */
export function stringField(body: unknown, name: string): string {
  const value: unknown = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && !value.includes('\u0000') ? value : '';
}

/** The password rule's failure for a new password, or null. */
export function passwordProblem(
  locale: TLocale,
  field: string,
  password: string,
): TFieldError | null {
  if (password.length < STAFF_PASSWORD.minLength)
    return fieldError(locale, field, 'staff.passwordTooShort', { min: STAFF_PASSWORD.minLength });
  if (password.length > STAFF_PASSWORD.maxLength)
    return fieldError(locale, field, 'staff.passwordTooLong', { max: STAFF_PASSWORD.maxLength });
  return null;
}

/** An e-mail address as accounts store it: trimmed, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a normalized address looks like one (the site's e-mail rule: no spaces, one @, a dot after it). */
export function looksLikeEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
