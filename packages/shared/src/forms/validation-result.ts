/**
 * The result of validating a form: the clean data, or the failing checks in the form's check order.
 */
import type { z } from 'zod';

/** One failing check: the wire field name (nested as 'referidos.0.phone') and its localized message. */
export type TFieldError = { field: string; message: string };

/** A validation result. */
export type TValidationResult<T> = { ok: true; data: T } | { ok: false; errors: TFieldError[] };

/**
 * Runs a schema and turns its issues into field errors, keeping the schema's issue order (which the
 * schemas build to equal the spec's check order) and one error per field.
 * @param schema - a form schema
 * @param input - the raw form values
 */
export function runSchema<T>(schema: z.ZodType<T>, input: unknown): TValidationResult<T> {
  const isRecord = typeof input === 'object' && input !== null && !Array.isArray(input);
  const parsed = schema.safeParse(isRecord ? input : {});
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: TFieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!errors.some((error) => error.field === field))
      errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}
