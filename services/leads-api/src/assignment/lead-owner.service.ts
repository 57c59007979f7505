import type { TLocale } from '@firm/shared/i18n/locale';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { ZAssignLeadSchema } from '@firm/shared/staff/assignment-rules';
import type { TStaffActor } from '@firm/shared/staff/lead-detail';
import type { TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import { checkedLeadId, leadNotFound } from '../inbox/lead-id';
import { fieldError, throwBadRequest } from '../staff/staff-input';
import {
  lockLeadOwner,
  memberName,
  reassignLead,
  type TAssignmentRow,
} from './lead-owner.repository';
import { checkedMembers } from './member-checks';

/** A change of owner as the timeline shows it ("Asignado a Ana por Luis"). */
export function assignmentEntry(row: TAssignmentRow): TTimelineEntry {
  return {
    kind: 'assigned',
    key: `assigned-${row.id}`,
    at: row.at.toISOString(),
    actor: { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' },
    from: row.from_id === null ? null : { id: row.from_id, name: row.from_name ?? '' },
    to: { id: row.to_id, name: row.to_name },
  };
}

/**
 * Gives a lead to a member (an enabled intake member or admin), recorded on its timeline with who did
 * it — the record is the audit. Giving it to its owner changes nothing (a form sent twice).
 * @returns the timeline entry, or null when the member already owned the lead
 * @throws AppError bad_request (400) for no, an unknown, a disabled or an editor member; not_found (404)
 */
export async function assignLead(
  deps: { pool: Pool },
  input: { leadId: number; actor: TStaffActor; body: unknown; locale: TLocale },
): Promise<TTimelineEntry | null> {
  const { locale } = input;
  const leadId = checkedLeadId(input.leadId, locale);
  const { staffId } = ZAssignLeadSchema.parse(input.body ?? {});
  if (staffId === null)
    throwBadRequest([fieldError(locale, 'staffId', 'staff.assignMemberRequired')]);
  return withTransaction(deps.pool, async (client) => {
    const [member] = await checkedMembers(client, [staffId], locale, 'staffId');
    const lead = await lockLeadOwner(client, leadId);
    if (!lead) leadNotFound(locale);
    if (lead.owner_id === member!.id) return null;
    const row = await reassignLead(client, {
      leadId,
      actorId: input.actor.id,
      from: lead.owner_id,
      to: member!.id,
    });
    const fromName = lead.owner_id === null ? null : await memberName(client, lead.owner_id);
    return assignmentEntry({
      ...row,
      actor_id: input.actor.id,
      actor_name: input.actor.name,
      actor_email: input.actor.email,
      from_id: lead.owner_id,
      from_name: fromName,
      to_id: member!.id,
      to_name: member!.name || member!.email,
    });
  });
}
