import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { TVariantKind } from '@firm/shared/forms/form-types';

/** Where each kind of form posts. */
export const FORM_ENDPOINTS: Record<TVariantKind, string> = {
  lead: API_PATHS.leadSubmit,
  referrals: API_PATHS.referralBatchSubmit,
  'social-media': API_PATHS.socialMediaLeadSubmit,
};
