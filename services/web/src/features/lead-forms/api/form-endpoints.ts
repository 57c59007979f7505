import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { TVariantKind } from '@firm/shared/forms/form-types';

/**
 * Where each kind of form posts. The referral batch endpoint is leads-api's own (SPEC §7 shows one request
 * per referral; the batch is all-or-nothing), so it is not among the spec's paths.
 */
export const FORM_ENDPOINTS: Record<TVariantKind, string> = {
  lead: API_PATHS.leadSubmit,
  referrals: '/api/prospecto/referidos',
  'social-media': API_PATHS.socialMediaLeadSubmit,
};
