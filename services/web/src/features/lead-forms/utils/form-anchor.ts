import type { TFormVariantId } from '@firm/shared/forms/form-types';

/**
 * The id of a form on its page: the target of 'DESCUBRE SI CALIFICAS' style buttons, and the fragment a
 * no-JavaScript post returns to, so the answer scrolls to the form and its messages.
 * @param variant - the form's variant (a page shows each variant at most once)
 */
export function formAnchorOf(variant: TFormVariantId): string {
  return `lead-form-${variant}`;
}
