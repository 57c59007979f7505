import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import type {
  TAssignableMember,
  TAssignmentOverview,
  TAssignmentRuleView,
} from '@firm/shared/staff/assignment-rules';
import {
  addAuditedRule,
  editAuditedRule,
  removeAuditedRule,
  type TAuditedRuleStore,
} from '../staff/audited-rules';
import {
  deleteAssignmentRule,
  insertAssignmentAudit,
  insertAssignmentRule,
  listAssignableMembers,
  listAssignmentAudit,
  listAssignmentRules,
  lockAssignmentRule,
  updateAssignmentRule,
  type TAssignmentFields,
} from './assignment.repository';
import type { TOwnerPools } from './owner-pools';
import { checkedAssignmentRule } from './rule-input';

/** What assignment management uses. */
export type TAssignmentDeps = {
  pool: Pool;
  /** The rules new leads are owned by on this instance: forgotten after each change. */
  ownerPools: Pick<TOwnerPools, 'invalidate'>;
};

/** The rules, the members who may own leads (who is available) and the latest changes. */
export async function assignmentOverview(deps: TAssignmentDeps): Promise<TAssignmentOverview> {
  const [rules, members, audit] = await Promise.all([
    listAssignmentRules(deps.pool),
    listAssignableMembers(deps.pool),
    listAssignmentAudit(deps.pool),
  ]);
  return { rules, members, audit };
}

/** The members a lead may be given to: enabled intake members and admins, by name. */
export async function assignableMembers(deps: { pool: Pool }): Promise<TAssignableMember[]> {
  return (await listAssignableMembers(deps.pool)).filter((member) => !member.disabled);
}

const ASSIGNMENT_RULES: TAuditedRuleStore<TAssignmentFields, TAssignmentRuleView> = {
  insert: insertAssignmentRule,
  update: updateAssignmentRule,
  lock: lockAssignmentRule,
  remove: deleteAssignmentRule,
  audit: insertAssignmentAudit,
  notFound(locale: TLocale): never {
    throw new AppError('not_found', t(locale, 'staff.assignRuleNotFound'));
  },
};

/** Adds a rule (audited). @throws AppError bad_request (400) for a rule that cannot be */
export async function addAssignmentRule(
  deps: TAssignmentDeps,
  actorId: number,
  body: unknown,
  locale: TLocale,
): Promise<TAssignmentRuleView> {
  const fields = await checkedAssignmentRule(deps.pool, body, locale);
  const rule = await addAuditedRule(deps.pool, ASSIGNMENT_RULES, actorId, fields);
  deps.ownerPools.invalidate();
  return rule;
}

/** Changes a rule (audited with what it was). @throws AppError 400, or 404 for an unknown rule */
export async function editAssignmentRule(
  deps: TAssignmentDeps,
  actorId: number,
  id: number,
  body: unknown,
  locale: TLocale,
): Promise<TAssignmentRuleView> {
  if (!Number.isSafeInteger(id) || id < 1) ASSIGNMENT_RULES.notFound(locale);
  const fields = await checkedAssignmentRule(deps.pool, body, locale);
  const rule = await editAuditedRule(deps.pool, ASSIGNMENT_RULES, { actorId, id, fields, locale });
  deps.ownerPools.invalidate();
  return rule;
}

/** Deletes a rule (audited with what it was). @throws AppError not_found (404) for an unknown rule */
export async function removeAssignmentRule(
  deps: TAssignmentDeps,
  actorId: number,
  id: number,
  locale: TLocale,
): Promise<void> {
  await removeAuditedRule(deps.pool, ASSIGNMENT_RULES, { actorId, id, locale });
  deps.ownerPools.invalidate();
}
