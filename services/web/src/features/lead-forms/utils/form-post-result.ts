/**
 * What the edge hands back when a form was posted without JavaScript and did not end on the thank-you page:
 * the visitor's input (kept), the failing checks, or a message for the whole form. It travels as the page
 * route's loader data, so the server render and the hydrating browser show the same thing.
 */
import type { TFormVariantId } from '@firm/shared/forms/form-types';
import { isFormVariantId } from '@firm/shared/forms/form-variants';
import type { TFieldError } from '@firm/shared/forms/validation-result';

/** Marks the data as a lead form's answer. */
export const FORM_POST_KIND = 'lead-form-post';

/** The result of a form posted without JavaScript. */
export type TFormPostResult = {
  kind: typeof FORM_POST_KIND;
  variant: TFormVariantId;
  /**
   * invalid: field errors; failed: a form message; limited: too many submissions (the message says how
   * long to wait); success: stored (only forms that stay, e.g. social media); draft: the form changed on
   * the server and shows again (a referral list step).
   */
  status: 'invalid' | 'failed' | 'limited' | 'success' | 'draft';
  /** The posted values to show again (never the token or the honeypot). */
  values: Record<string, string>;
  errors: { field: string; message: string }[];
  /** The message for the whole form (failure or success), if any. */
  message: string | null;
  /** The lead a staff form stored (the social-media form links to it). */
  leadId?: number | undefined;
};

/**
 * Narrows unknown data (the request context's) to a form post result.
 * @param value - what the edge put in the request context
 */
export function isFormPostResult(value: unknown): value is TFormPostResult {
  const candidate = value as Partial<TFormPostResult> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.kind === FORM_POST_KIND &&
    isFormVariantId(candidate.variant) &&
    typeof candidate.values === 'object' &&
    Array.isArray(candidate.errors)
  );
}

/**
 * A result naming field errors.
 * @param variant - the posted form
 * @param values - the visitor's input
 * @param errors - the failing checks in order
 */
export function invalidPost(
  variant: TFormVariantId,
  values: Record<string, string>,
  errors: TFieldError[],
): TFormPostResult {
  return { kind: FORM_POST_KIND, variant, status: 'invalid', values, errors, message: null };
}
