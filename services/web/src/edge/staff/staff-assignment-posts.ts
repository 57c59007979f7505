import type { TRouteMatch } from '@firm/shared/routes/route-map';
import {
  STAFF_API_PATHS,
  staffAssignmentRulePath,
  staffLeadPath,
} from '@firm/shared/routes/staff-paths';
import type { TStaffFormId } from '../../features/staff/utils/staff-post-result';

/** A staff API call a form posted to a page stands for. */
export type TUpstream = {
  form: TStaffFormId;
  path: string;
  fields: Record<string, string>;
  /** The `?hecho=` value the page shows its success message by. */
  done: string;
  /** The `done` value read from leads-api's answer, when the outcome decides the message. */
  doneOf?: (body: Record<string, unknown>) => string;
};

/** The fields of an assignment rule's form (members: the ids checked, joined by commas). */
export const ASSIGNMENT_RULE_FIELDS = [
  'form_variant',
  'situation',
  'locale',
  'mode',
  'members',
  'note',
] as const;

const idOf = (value: string | undefined) => (/^\d{1,15}$/.test(value ?? '') ? Number(value) : 0);

/** The members checked on a rule's form: a repeated field (several boxes) or one. */
export function checkedMembers(body: unknown): string {
  const value = (body as Record<string, unknown> | undefined)?.members;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string').join(',');
}

/**
 * The owner forms (issue 29 §3) posted to their pages: an assignment rule's add, edit and delete
 * (`/staff/asignacion`), giving a lead to a member (`/staff/prospectos/:id`, `action=assign`) and the
 * member's availability (the staff home). Null when the post stands for none of them.
 */
export function ownerUpstreamOf(
  match: TRouteMatch,
  fields: Record<string, string>,
): TUpstream | null {
  const action = fields.action ?? '';
  if (match.id === 'staffAssignment') {
    const ruleId = idOf(fields.rule_id);
    const rule = Object.fromEntries(
      ASSIGNMENT_RULE_FIELDS.map((name) => [name, fields[name] ?? '']),
    );
    if (action === 'add')
      return { form: 'assignment', path: STAFF_API_PATHS.assignment, fields: rule, done: 'add' };
    if (action === 'edit' && ruleId)
      return {
        form: 'assignment',
        path: staffAssignmentRulePath(ruleId),
        fields: rule,
        done: 'edit',
      };
    if (action === 'delete' && ruleId)
      return {
        form: 'assignment',
        path: staffAssignmentRulePath(ruleId, 'delete'),
        fields: {},
        done: 'delete',
      };
  }
  if (match.id === 'staffLead' && action === 'assign') {
    const leadId = idOf(match.params.id);
    if (!leadId) return null;
    return {
      form: 'lead-assign',
      path: staffLeadPath(leadId, 'assign'),
      fields: { staffId: fields.staff_id ?? '' },
      done: 'assign',
    };
  }
  if (match.id === 'staffHome' && action === 'availability')
    return {
      form: 'availability',
      path: STAFF_API_PATHS.availability,
      fields: { available: fields.available ?? '' },
      done: 'availability',
    };
  return null;
}
