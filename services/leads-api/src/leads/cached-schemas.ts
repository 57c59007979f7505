import { getLeadSchema, type TLeadData } from '@firm/shared/forms/lead-schemas';
import { getReferralBatchSchema, type TReferralBatch } from '@firm/shared/forms/referral-schemas';
import {
  getSocialMediaSchema,
  type TSocialMediaLead,
} from '@firm/shared/forms/social-media-schema';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import { runSchema, type TValidationResult } from '@firm/shared/forms/validation-result';
import type { TLocale } from '@firm/shared/i18n/locale';

// The shared getters build a new zod schema per call, and zod compiles each one on first use:
// building them once per variant and language keeps that cost off every request.
const leadSchemas = new Map<string, ReturnType<typeof getLeadSchema>>();
let referralSchema: ReturnType<typeof getReferralBatchSchema> | undefined;
let socialMediaSchema: ReturnType<typeof getSocialMediaSchema> | undefined;

/** `validateLead` of the shared package, with the schema built once per variant and language. */
export function validateLeadFields(
  variant: TLeadVariantId,
  input: unknown,
  locale: TLocale,
): TValidationResult<TLeadData> {
  const key = `${variant}:${locale}`;
  let schema = leadSchemas.get(key);
  if (!schema) {
    schema = getLeadSchema(variant, { locale });
    leadSchemas.set(key, schema);
  }
  return runSchema(schema, input);
}

/** `validateReferralBatch` of the shared package, with its schema built once. */
export function validateReferralBatchFields(input: unknown): TValidationResult<TReferralBatch> {
  referralSchema ??= getReferralBatchSchema();
  return runSchema(referralSchema, input);
}

/** `validateSocialMediaLead` of the shared package, with its schema built once. */
export function validateSocialMediaFields(input: unknown): TValidationResult<TSocialMediaLead> {
  socialMediaSchema ??= getSocialMediaSchema();
  return runSchema(socialMediaSchema, input);
}
