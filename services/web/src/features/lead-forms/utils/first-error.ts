import type { TFormVariant } from '@firm/shared/forms/form-types';
import { CHECK_FIELD } from '@firm/shared/forms/form-types';

/**
 * The field whose message the visitor sees: the first failing check in the variant's order (SPEC §5), then
 * any other failing field (e.g. a message that is too long) in display order.
 * @param variant - the form variant (its checks and fields)
 * @param failing - names of the fields that failed
 * @returns the field name, or null when nothing failed
 */
export function firstErrorField(
  variant: Pick<TFormVariant, 'checks' | 'fields'>,
  failing: Iterable<string>,
): string | null {
  const set = new Set(failing);
  if (set.size === 0) return null;
  const order = [...variant.checks.map((check) => CHECK_FIELD[check]), ...variant.fields, ...set];
  return order.find((field) => set.has(field)) ?? null;
}
