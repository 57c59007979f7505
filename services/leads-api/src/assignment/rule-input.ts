import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { SITUATION_IDS } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import {
  ASSIGNMENT_MEMBERS_MAX,
  ASSIGNMENT_MODES,
  ASSIGNMENT_NOTE_MAX_LENGTH,
  ZAssignmentRuleInputSchema,
  type TAssignmentMode,
} from '@firm/shared/staff/assignment-rules';
import { fieldError, throwBadRequest } from '../staff/staff-input';
import type { TAssignmentFields } from './assignment.repository';
import { checkedMembers } from './member-checks';

type TQueryable = Parameters<typeof checkedMembers>[0];

/**
 * Checks a posted assignment rule (a form or JSON): a known form and situation, Spanish or English, a
 * mode, and members who may own leads (one for a fixed member).
 * @returns the rule to store
 * @throws AppError bad_request (400) naming the first thing wrong, in the member's language
 */
export async function checkedAssignmentRule(
  db: TQueryable,
  body: unknown,
  locale: TLocale,
): Promise<TAssignmentFields> {
  const input = ZAssignmentRuleInputSchema.parse(body ?? {});
  const refuse = (field: string, key: Parameters<typeof fieldError>[2], vars?: { max: number }) =>
    throwBadRequest([fieldError(locale, field, key, vars)]);
  const formVariant = input.form_variant.trim() || null;
  // a misspelt form or situation would make a rule that never matches: only the known ids are taken
  if (formVariant !== null && !Object.hasOwn(FORM_VARIANTS, formVariant))
    refuse('form_variant', 'staff.ruleFormInvalid');
  const situation = input.situation.trim() || null;
  if (situation !== null && !(SITUATION_IDS as readonly string[]).includes(situation))
    refuse('situation', 'staff.ruleSituationInvalid');
  const language = input.locale.trim() || null;
  if (language !== null && language !== 'es' && language !== 'en')
    refuse('locale', 'staff.assignLocaleInvalid');
  const mode = input.mode.trim() as TAssignmentMode;
  if (!ASSIGNMENT_MODES.includes(mode)) refuse('mode', 'staff.assignModeInvalid');
  const ids = [...new Set(input.members)].map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : 0));
  if (ids.length === 0) refuse('members', 'staff.assignMemberRequired');
  if (ids.includes(0)) refuse('members', 'staff.assignMemberUnknown');
  if (mode === 'fixed' && ids.length !== 1) refuse('members', 'staff.assignFixedOne');
  if (ids.length > ASSIGNMENT_MEMBERS_MAX)
    refuse('members', 'staff.assignMembersTooMany', { max: ASSIGNMENT_MEMBERS_MAX });
  await checkedMembers(db, ids, locale, 'members');
  return {
    formVariant,
    situation,
    locale: language as TLocale | null,
    mode,
    memberIds: ids,
    note: input.note.trim().slice(0, ASSIGNMENT_NOTE_MAX_LENGTH),
  };
}
