import type { TLocale } from '@firm/shared/i18n/locale';
import { fieldError, throwBadRequest } from '../staff/staff-input';
import { findMembers, type TMemberRow } from './assignment.repository';

type TQueryable = Parameters<typeof findMembers>[0];

/**
 * The members named by a rule or a reassignment, each one who may own leads: an enabled intake member
 * or admin. An editor never sees a lead, so never owns one.
 * @throws AppError bad_request (400) naming the first unknown, disabled or editor member
 */
export async function checkedMembers(
  db: TQueryable,
  ids: number[],
  locale: TLocale,
  field: string,
): Promise<TMemberRow[]> {
  const rows = ids.length ? await findMembers(db, ids) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const member = byId.get(id);
    if (!member) throwBadRequest([fieldError(locale, field, 'staff.assignMemberUnknown')]);
    const name = member.name || member.email;
    if (member.disabled)
      throwBadRequest([fieldError(locale, field, 'staff.assignMemberDisabled', { name })]);
    if (member.role === 'editor')
      throwBadRequest([fieldError(locale, field, 'staff.assignMemberEditor', { name })]);
  }
  return ids.map((id) => byId.get(id)!);
}
