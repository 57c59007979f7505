import type { TFormVariantId } from '@firm/shared/forms/form-types';

/**
 * The id of a form on its page: the target of 'DESCUBRE SI CALIFICAS' style buttons, and the fragment a
 * no-JavaScript post returns to, so the answer scrolls to the form and its messages.
 * @param variant - the form's variant (a page shows each variant at most once)
 */
export function formAnchorOf(variant: TFormVariantId): string {
  return `lead-form-${variant}`;
}

/**
 * The id of the section that holds a page's own form (at most one a page): where the footer's short
 * call to action sends phone visitors instead of showing a second form.
 */
export const PAGE_FORM_ID = 'page-form';
