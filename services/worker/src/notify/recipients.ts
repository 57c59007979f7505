import type { TStoredLead } from '@firm/shared/leads/stored-lead';
import type { TIntakeRoutes } from '../config';

/**
 * Who receives a lead's notification: the list configured for its form variant, else for its
 * situation, else the default intake list.
 */
export function intakeRecipients(
  lead: Pick<TStoredLead, 'form_variant' | 'situation'>,
  routes: TIntakeRoutes,
  fallback: string[],
): string[] {
  const byForm = routes.form[lead.form_variant];
  if (byForm?.length) return byForm;
  const bySituation = lead.situation ? routes.situation[lead.situation] : undefined;
  if (bySituation?.length) return bySituation;
  return fallback;
}
