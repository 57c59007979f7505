/**
 * Routing of lead notifications (issue 16 §3): which intake e-mail addresses and which webhook URLs
 * receive which leads. Admins keep the rules in the staff area; the worker applies them to every lead it
 * notifies, with the environment (INTAKE_EMAIL_ROUTES, INTAKE_EMAIL_TO, WEBHOOK_URLS) as the default.
 */

/** Where a rule sends: intake e-mail or CRM webhooks. */
export const ROUTING_CHANNELS = ['email', 'webhook'] as const;

/** A rule's channel. */
export type TRoutingChannel = (typeof ROUTING_CHANNELS)[number];

/** The most targets one rule may list. */
export const ROUTING_TARGETS_MAX = 20;

/** The longest condition (form variant, seccion prefix, situation). */
export const ROUTING_CONDITION_MAX_LENGTH = 120;

/** One rule: its conditions (null = any) and its targets (e-mail addresses or https URLs). */
export type TRoutingRule = {
  id: number;
  channel: TRoutingChannel;
  formVariant: string | null;
  sectionPrefix: string | null;
  situation: string | null;
  targets: string[];
};

/**
 * The conditions of a rule (null = any), shared by the routing rules and the assignment rules
 * (`assignment-rules.ts`): one matcher and one "most specific wins" for both. A condition a kind of
 * rule does not have (routing: language; assignment: seccion) is left out.
 */
export type TRuleConditions = {
  id: number;
  formVariant: string | null;
  sectionPrefix?: string | null;
  situation: string | null;
  locale?: string | null;
};

/** What of a lead the rules look at (columns of `leads`). */
export type TRoutedLead = {
  form_variant: string;
  section: string | null;
  situation: string | null;
  locale?: string;
};

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a rule's conditions all hold for a lead (seccion: prefix, accent- and case-insensitive). */
export function ruleMatches(rule: TRuleConditions, lead: TRoutedLead): boolean {
  if (rule.formVariant !== null && rule.formVariant !== lead.form_variant) return false;
  if (rule.situation !== null && rule.situation !== lead.situation) return false;
  if (rule.locale != null && rule.locale !== lead.locale) return false;
  const prefix = rule.sectionPrefix ?? null;
  if (prefix !== null && !fold(lead.section ?? '').startsWith(fold(prefix))) return false;
  return true;
}

/** How specific a rule is: more conditions first, then a longer seccion prefix. */
function specificity(rule: TRuleConditions): number {
  const conditions = [rule.formVariant, rule.sectionPrefix, rule.situation, rule.locale].filter(
    (value) => value != null,
  ).length;
  return conditions * 1000 + (rule.sectionPrefix?.length ?? 0);
}

/**
 * The rule that decides for a lead: the most specific one that matches (the oldest among equals); a
 * rule without conditions is the default. Null: no rule matches.
 */
export function mostSpecificRule<T extends TRuleConditions>(
  rules: readonly T[],
  lead: TRoutedLead,
): T | null {
  let best: T | null = null;
  for (const rule of rules) {
    if (!ruleMatches(rule, lead)) continue;
    if (
      !best ||
      specificity(rule) > specificity(best) ||
      (specificity(rule) === specificity(best) && rule.id < best.id)
    )
      best = rule;
  }
  return best;
}

/**
 * The rule of a channel that decides for a lead: the most specific one that matches (the oldest among
 * equals); a rule without conditions is the channel's default. Null: no rule matches, the environment
 * decides.
 */
export function decidingRule(
  rules: readonly TRoutingRule[],
  channel: TRoutingChannel,
  lead: TRoutedLead,
): TRoutingRule | null {
  return mostSpecificRule(
    rules.filter((rule) => rule.channel === channel),
    lead,
  );
}

/** A rule as the admins' page shows it. */
export type TRoutingRuleView = TRoutingRule & { note: string; updatedAt: string };

/** One audited change of an admin's rule (before: null when created; after: null when deleted). */
export type TRuleAuditEntry<TView> = {
  id: number;
  ruleId: number;
  action: 'rule.created' | 'rule.updated' | 'rule.deleted';
  before: TView | null;
  after: TView | null;
  at: string;
  actorName: string | null;
  actorEmail: string | null;
};

/** One audited change of a routing rule. */
export type TRoutingAuditEntry = TRuleAuditEntry<TRoutingRuleView>;

/** The environment's routing, the default the rules override. */
export type TRoutingDefaults = {
  intakeEmailTo: string[];
  intakeEmailRoutes: { form: Record<string, string[]>; situation: Record<string, string[]> };
  webhookUrls: string[];
};

/** `GET /api/staff/routing`: the rules, the environment's defaults and the latest changes. */
export type TRoutingOverview = {
  rules: TRoutingRuleView[];
  defaults: TRoutingDefaults;
  audit: TRoutingAuditEntry[];
};
