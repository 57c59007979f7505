import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import type { TWebhookTargetPolicy } from '@firm/shared/server/webhook-target';
import type { TRoutingDefaults, TRoutingOverview } from '@firm/shared/staff/routing-rules';
import {
  addAuditedRule,
  editAuditedRule,
  removeAuditedRule,
  type TAuditedRuleStore,
} from '../staff/audited-rules';
import {
  deleteRule,
  insertRoutingAudit,
  insertRule,
  listRoutingAudit,
  listRules,
  lockRule,
  updateRule,
  type TRuleFields,
  type TRuleRow,
} from './routing.repository';
import { checkedRule, type TRuleInput } from './rule-input';

/** What routing management uses. */
export type TRoutingDeps = {
  pool: Pool;
  defaults: TRoutingDefaults;
  /** Where webhook rules may point (`WEBHOOK_ALLOW_PRIVATE_TARGETS`). */
  webhookTargets: TWebhookTargetPolicy;
};

/** The rules, the environment's defaults and the latest changes. */
export async function routingOverview(deps: TRoutingDeps): Promise<TRoutingOverview> {
  const [rules, audit] = await Promise.all([listRules(deps.pool), listRoutingAudit(deps.pool)]);
  return { rules, defaults: deps.defaults, audit };
}

const ROUTING_RULES: TAuditedRuleStore<TRuleFields, TRuleRow> = {
  insert: insertRule,
  update: updateRule,
  lock: lockRule,
  remove: deleteRule,
  audit: insertRoutingAudit,
  notFound(locale: TLocale): never {
    throw new AppError('not_found', t(locale, 'staff.ruleNotFound'));
  },
};

/** Adds a rule (audited). */
export async function addRule(
  deps: TRoutingDeps,
  actorId: number,
  input: TRuleInput,
  locale: TLocale,
): Promise<TRuleRow> {
  const fields = await checkedRule(input, locale, deps.webhookTargets);
  return addAuditedRule(deps.pool, ROUTING_RULES, actorId, fields);
}

/** Changes a rule (audited with what it was). */
export async function editRule(
  deps: TRoutingDeps,
  actorId: number,
  id: number,
  input: TRuleInput,
  locale: TLocale,
): Promise<TRuleRow> {
  if (!Number.isSafeInteger(id) || id < 1) ROUTING_RULES.notFound(locale);
  const fields = await checkedRule(input, locale, deps.webhookTargets);
  return editAuditedRule(deps.pool, ROUTING_RULES, { actorId, id, fields, locale });
}

/** Deletes a rule (audited with what it was). */
export async function removeRule(
  deps: TRoutingDeps,
  actorId: number,
  id: number,
  locale: TLocale,
): Promise<void> {
  await removeAuditedRule(deps.pool, ROUTING_RULES, { actorId, id, locale });
}
