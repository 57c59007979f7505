import type { z } from 'zod';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TMessageKey, TMessageVars } from '@firm/shared/i18n/messages';
import { fieldError, throwBadRequest, type TFieldError } from '../staff/staff-input';

/** The message of a field that failed its schema (its key and placeholder values). */
export type TFieldMessages = Record<string, [TMessageKey, TMessageVars?]>;

/** Keeps the string fields of a body (JSON or form), dropping a NUL-holding or non-string value. */
export function postedStrings(body: unknown, names: readonly string[]): Record<string, unknown> {
  const source = (body ?? {}) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'string' && !value.includes('\u0000')) kept[name] = value;
    else if (Array.isArray(value)) kept[name] = value;
  }
  return kept;
}

/**
 * Parses a body with a shared schema; on failure, a 400 whose errors name each failing field with its
 * message in the member's language (the first one shown).
 */
export function parseOrRefuse<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
  locale: TLocale,
  messages: TFieldMessages,
): z.infer<TSchema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors: TFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    const [key, vars] = messages[field] ?? ['privacy.fieldInvalid'];
    errors.push(fieldError(locale, field, key, vars));
  }
  throwBadRequest(errors);
}
