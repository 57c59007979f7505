import { FORM_VARIANTS, isLeadVariantId } from '@firm/shared/forms/form-variants';
import type { TFormPlacement } from '../utils/form-placement';
import { LeadForm } from './lead-form';
import { ReferralForm } from './referral-form';
import { SafetyQuestions } from './safety-questions';
import { SocialMediaForm } from './social-media-form';

/** Props of {@link PlacedLeadForm}. */
export type TPlacedLeadFormProps = { placement: TFormPlacement };

/** The form of a placement, whatever its kind: a lead form, the referrals form or the social-media form. */
export function PlacedLeadForm({ placement }: TPlacedLeadFormProps) {
  const { variant, seccion, safetyQuestions } = placement;
  if (isLeadVariantId(variant)) {
    return (
      <LeadForm
        variant={variant}
        seccion={seccion}
        safetyQuestions={safetyQuestions}
        SafetyFields={safetyQuestions ? SafetyQuestions : undefined}
      />
    );
  }
  return FORM_VARIANTS[variant].kind === 'referrals' ? (
    <ReferralForm seccion={seccion} />
  ) : (
    <SocialMediaForm seccion={seccion} />
  );
}
