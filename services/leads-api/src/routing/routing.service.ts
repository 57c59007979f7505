import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { SITUATION_IDS } from '@firm/shared/forms/situations';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  ROUTING_CHANNELS,
  ROUTING_CONDITION_MAX_LENGTH,
  ROUTING_TARGETS_MAX,
  type TRoutingChannel,
  type TRoutingDefaults,
  type TRoutingOverview,
} from '@firm/shared/staff/routing-rules';
import { fieldError, looksLikeEmail, throwInvalid, type TFieldError } from '../staff/staff-input';
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

/** What routing management uses. */
export type TRoutingDeps = { pool: Pool; defaults: TRoutingDefaults };

/** A rule as posted: strings from a form (targets separated by commas, spaces or lines). */
export type TRuleInput = {
  channel: string;
  formVariant: string;
  sectionPrefix: string;
  situation: string;
  targets: string;
  note: string;
};

const NOTE_MAX = 500;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** Checks a posted rule; the rule to store, or a 422 listing what is wrong. */
export function validRule(input: TRuleInput, locale: TLocale): TRuleFields {
  const errors: TFieldError[] = [];
  const channel = input.channel as TRoutingChannel;
  if (!ROUTING_CHANNELS.includes(channel))
    errors.push(fieldError(locale, 'channel', 'staff.ruleChannelInvalid'));
  const condition = (field: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed.length > ROUTING_CONDITION_MAX_LENGTH)
      errors.push(
        fieldError(locale, field, 'staff.ruleFieldTooLong', { max: ROUTING_CONDITION_MAX_LENGTH }),
      );
    return trimmed || null;
  };
  const formVariant = condition('form_variant', input.formVariant);
  // a misspelt form or situation would make a rule that never matches: only the known ids are taken
  if (formVariant !== null && !Object.hasOwn(FORM_VARIANTS, formVariant))
    errors.push(fieldError(locale, 'form_variant', 'staff.ruleFormInvalid'));
  const sectionPrefix = condition('section_prefix', input.sectionPrefix);
  const situation = condition('situation', input.situation);
  if (situation !== null && !(SITUATION_IDS as readonly string[]).includes(situation))
    errors.push(fieldError(locale, 'situation', 'staff.ruleSituationInvalid'));
  const targets = [...new Set(input.targets.split(/[\s,;]+/).filter(Boolean))];
  if (targets.length === 0) errors.push(fieldError(locale, 'targets', 'staff.ruleTargetsRequired'));
  if (targets.length > ROUTING_TARGETS_MAX)
    errors.push(
      fieldError(locale, 'targets', 'staff.ruleTargetsTooMany', { max: ROUTING_TARGETS_MAX }),
    );
  const bad = targets.find((target) =>
    channel === 'webhook' ? !isHttpUrl(target) : !looksLikeEmail(target.toLowerCase()),
  );
  if (bad && ROUTING_CHANNELS.includes(channel))
    errors.push(
      fieldError(
        locale,
        'targets',
        channel === 'webhook' ? 'staff.ruleUrlInvalid' : 'staff.ruleEmailInvalid',
        { value: bad.slice(0, 200) },
      ),
    );
  if (errors.length) throwInvalid(errors);
  return {
    channel,
    formVariant,
    sectionPrefix,
    situation,
    targets: channel === 'email' ? targets.map((target) => target.toLowerCase()) : targets,
    note: input.note.trim().slice(0, NOTE_MAX),
  };
}

/** The rules, the environment's defaults and the latest changes. */
export async function routingOverview(deps: TRoutingDeps): Promise<TRoutingOverview> {
  const [rules, audit] = await Promise.all([listRules(deps.pool), listRoutingAudit(deps.pool)]);
  return { rules, defaults: deps.defaults, audit };
}

function notFound(locale: TLocale): never {
  throw new AppError('not_found', t(locale, 'staff.ruleNotFound'));
}

/** Adds a rule (audited). */
export async function addRule(
  deps: TRoutingDeps,
  actorId: number,
  input: TRuleInput,
  locale: TLocale,
): Promise<TRuleRow> {
  const fields = validRule(input, locale);
  return withTransaction(deps.pool, async (client) => {
    const rule = await insertRule(client, fields, actorId);
    await insertRoutingAudit(client, {
      actorId,
      ruleId: rule.id,
      action: 'rule.created',
      before: null,
      after: rule,
    });
    return rule;
  });
}

/** Changes a rule (audited with what it was). */
export async function editRule(
  deps: TRoutingDeps,
  actorId: number,
  id: number,
  input: TRuleInput,
  locale: TLocale,
): Promise<TRuleRow> {
  const fields = validRule(input, locale);
  if (!Number.isSafeInteger(id) || id < 1) notFound(locale);
  return withTransaction(deps.pool, async (client) => {
    const before = await lockRule(client, id);
    if (!before) notFound(locale);
    const rule = await updateRule(client, id, fields, actorId);
    await insertRoutingAudit(client, {
      actorId,
      ruleId: id,
      action: 'rule.updated',
      before,
      after: rule,
    });
    return rule;
  });
}

/** Deletes a rule (audited with what it was). */
export async function removeRule(
  deps: TRoutingDeps,
  actorId: number,
  id: number,
  locale: TLocale,
): Promise<void> {
  if (!Number.isSafeInteger(id) || id < 1) notFound(locale);
  await withTransaction(deps.pool, async (client) => {
    const before = await lockRule(client, id);
    if (!before) notFound(locale);
    await deleteRule(client, id);
    await insertRoutingAudit(client, {
      actorId,
      ruleId: id,
      action: 'rule.deleted',
      before,
      after: null,
    });
  });
}
