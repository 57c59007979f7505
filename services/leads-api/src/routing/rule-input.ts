import type { TLocale } from '@firm/shared/i18n/locale';
import type { TMessageKey } from '@firm/shared/i18n/messages';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { SITUATION_IDS } from '@firm/shared/forms/situations';
import {
  webhookTargetRefusal,
  type TWebhookRefusal,
  type TWebhookTargetPolicy,
} from '@firm/shared/server/webhook-target';
import {
  ROUTING_CHANNELS,
  ROUTING_CONDITION_MAX_LENGTH,
  ROUTING_TARGETS_MAX,
  type TRoutingChannel,
} from '@firm/shared/staff/routing-rules';
import { isRecipientAddress, shownTarget, splitTargets } from '@firm/shared/staff/routing-targets';
import { fieldError, throwInvalid, type TFieldError } from '../staff/staff-input';
import type { TRuleFields } from './routing.repository';

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

const URL_MESSAGES: Record<TWebhookRefusal, TMessageKey> = {
  invalid: 'staff.ruleUrlInvalid',
  'not-https': 'staff.ruleUrlNotHttps',
  'not-public': 'staff.ruleUrlNotPublic',
  unresolved: 'staff.ruleUrlUnresolved',
};

/** Checks a posted rule's form (no network); the rule to store, or a 422 listing what is wrong. */
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
  const targets = splitTargets(input.targets);
  if (targets.length === 0) errors.push(fieldError(locale, 'targets', 'staff.ruleTargetsRequired'));
  if (targets.length > ROUTING_TARGETS_MAX)
    errors.push(
      fieldError(locale, 'targets', 'staff.ruleTargetsTooMany', { max: ROUTING_TARGETS_MAX }),
    );
  const bad =
    channel === 'email' && targets.find((target) => !isRecipientAddress(target.toLowerCase()));
  if (bad)
    errors.push(
      fieldError(locale, 'targets', 'staff.ruleEmailInvalid', { value: shownTarget(bad) }),
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

/**
 * Checks a posted rule: its form, then each webhook URL against the target policy (`https:`, and
 * every address its host resolves to global unicast), which the worker applies again at each send.
 * @returns the rule to store
 * @throws AppError 422 naming the first refused target and why
 */
export async function checkedRule(
  input: TRuleInput,
  locale: TLocale,
  policy: TWebhookTargetPolicy,
): Promise<TRuleFields> {
  const rule = validRule(input, locale);
  if (rule.channel !== 'webhook') return rule;
  const refusals = await Promise.all(
    rule.targets.map((target) => webhookTargetRefusal(target, policy)),
  );
  const index = refusals.findIndex((refusal) => refusal !== null);
  const refusal = refusals[index];
  if (refusal)
    throwInvalid([
      fieldError(locale, 'targets', URL_MESSAGES[refusal], {
        value: shownTarget(rule.targets[index]!),
      }),
    ]);
  return rule;
}
