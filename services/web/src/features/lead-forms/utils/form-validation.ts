/**
 * Everything that validates with zod, in one module that the forms load on first use (see
 * `api/load-validation.ts`): zod and the shared schemas stay out of the code every page loads, since the
 * footer form is on every page and most visitors never submit it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import { getLeadSchema } from '@firm/shared/forms/lead-schemas';
import { getReferralBatchSchema, validateReferral } from '@firm/shared/forms/referral-schemas';
import { getSocialMediaSchema } from '@firm/shared/forms/social-media-schema';

/**
 * The react-hook-form resolver of a lead variant (its shared schema, checks in the variant's order).
 * @param variant - the lead variant
 */
export function leadResolver(variant: TLeadVariantId) {
  return zodResolver(getLeadSchema(variant));
}

/** The resolver of the referral batch (referrer, list, consent). */
export function referralBatchResolver() {
  return zodResolver(getReferralBatchSchema());
}

/** The resolver of the social-media form. */
export function socialMediaResolver() {
  return zodResolver(getSocialMediaSchema());
}

export { validateReferral };
export { leadPayload } from './lead-payload';
