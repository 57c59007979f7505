import type { TStoredLead } from '@firm/shared/leads/stored-lead';
import type { Logger } from '@firm/shared/server/logger';
import type { TIntakeRoutes } from '@firm/shared/server/routing-env';
import { decidingRule, type TRoutingRule } from '@firm/shared/staff/routing-rules';
import { isRecipientAddress } from '@firm/shared/staff/routing-targets';
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

/**
 * The intake e-mail addresses of a lead: the admins' deciding rule, else the environment. A stored
 * target that is not one real address (saved before leads-api checked them, or written by hand) never
 * reaches `To:`: it is skipped and logged without the address; a rule left with none falls back to
 * the environment, so that the lead still reaches the intake team.
 */
export function routedRecipients(
  lead: TRoutable,
  rules: readonly TRoutingRule[],
  settings: Pick<THandlerSettings, 'intakeRoutes' | 'intakeEmailTo'>,
  log: Pick<Logger, 'warn'>,
): string[] {
  const rule = decidingRule(rules, 'email', lead);
  const fallback = () => intakeRecipients(lead, settings.intakeRoutes, settings.intakeEmailTo);
  if (!rule) return fallback();
  const valid = rule.targets.filter(isRecipientAddress);
  if (valid.length < rule.targets.length)
    log.warn(
      { ruleId: rule.id, skipped: rule.targets.length - valid.length, kept: valid.length },
      valid.length
        ? 'routing rule lists recipients that are not e-mail addresses; skipped'
        : 'routing rule lists no valid e-mail address; the default intake list receives the lead',
    );
  return valid.length ? valid : fallback();
}

/** The webhook URLs of a lead: the admins' deciding rule, else every `WEBHOOK_URLS` entry. */
export function routedWebhookUrls(
  lead: TRoutable,
  rules: readonly TRoutingRule[],
  settings: Pick<THandlerSettings, 'webhookUrls'>,
): string[] {
  return decidingRule(rules, 'webhook', lead)?.targets ?? settings.webhookUrls;
}

/**
 * The intake e-mail's recipients with the lead's owner among them (issue 29 §3): added once, however
 * the routed list spells the same address; an owner address that is not one real address is left out.
 */
export function withOwner(to: readonly string[], owner: string | null): string[] {
  if (!owner || !isRecipientAddress(owner)) return [...to];
  const listed = to.some((address) => address.toLowerCase() === owner.toLowerCase());
  return listed ? [...to] : [...to, owner];
}
