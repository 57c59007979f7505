import type { TStoredLead } from '@firm/shared/leads/stored-lead';
import type { TIntakeRoutes } from '@firm/shared/server/routing-env';
import { decidingRule, type TRoutingRule } from '@firm/shared/staff/routing-rules';
import type { THandlerSettings } from '../jobs/job-context';

type TRoutable = Pick<TStoredLead, 'form_variant' | 'situation' | 'section'>;

/**
 * Who receives a lead's notification by the environment: the list configured for its form variant,
 * else for its situation, else the default intake list.
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

/** The intake e-mail addresses of a lead: the admins' deciding rule, else the environment. */
export function routedRecipients(
  lead: TRoutable,
  rules: readonly TRoutingRule[],
  settings: Pick<THandlerSettings, 'intakeRoutes' | 'intakeEmailTo'>,
): string[] {
  return (
    decidingRule(rules, 'email', lead)?.targets ??
    intakeRecipients(lead, settings.intakeRoutes, settings.intakeEmailTo)
  );
}

/** The webhook URLs of a lead: the admins' deciding rule, else every `WEBHOOK_URLS` entry. */
export function routedWebhookUrls(
  lead: TRoutable,
  rules: readonly TRoutingRule[],
  settings: Pick<THandlerSettings, 'webhookUrls'>,
): string[] {
  return decidingRule(rules, 'webhook', lead)?.targets ?? settings.webhookUrls;
}
