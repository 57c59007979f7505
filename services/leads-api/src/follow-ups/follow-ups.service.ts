import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  FOLLOW_UP_NOTE_MAX_LENGTH,
  parseFollowUpDue,
  type TFollowUpView,
} from '@firm/shared/staff/follow-ups';
import { checkedLeadId, leadNotFound } from '../inbox/lead-id';
import type { TClock } from '../staff/clock';
import { fieldError, throwBadRequest } from '../staff/staff-input';
import { actorOf } from '../timeline/timeline.service';
import {
  followUpBlock,
  insertFollowUp,
  lockFollowUp,
  markFollowUpDone,
  type TFollowUpRow,
} from './follow-ups.repository';

/** What the follow-ups read and write. */
export type TFollowUpsDeps = { pool: Pool; clock: TClock };

/** A follow-up row as the staff API carries it. */
export function followUpView(row: TFollowUpRow): TFollowUpView {
  return {
    id: row.id,
    leadId: row.lead_id,
    dueAt: row.due_at.toISOString(),
    note: row.note,
    createdAt: row.created_at.toISOString(),
    createdBy: actorOf(row),
    doneAt: row.done_at?.toISOString() ?? null,
    doneReason: row.done_reason,
  };
}

/**
 * Sets a follow-up ("Llamar de nuevo") on a lead: a call to make at `dueAt`, with an optional note.
 * @throws AppError bad_request (400) for a missing, malformed, past or too distant time, or a too long
 *   note; not_found (404) for an unknown lead; conflict (409) for a lead marked "do not contact" or
 *   erased (nobody may call it back)
 */
export async function addFollowUp(
  deps: TFollowUpsDeps,
  input: { leadId: number; actorId: number; dueAt: string; note: string; locale: TLocale },
): Promise<TFollowUpView> {
  const { locale } = input;
  const leadId = checkedLeadId(input.leadId, locale);
  const due = parseFollowUpDue(input.dueAt, deps.clock.now());
  if (!due.ok) throwBadRequest([fieldError(locale, 'dueAt', due.key, due.vars)]);
  const note = input.note.trim();
  if (note.length > FOLLOW_UP_NOTE_MAX_LENGTH)
    throwBadRequest([
      fieldError(locale, 'note', 'staff.followUpNoteTooLong', { max: FOLLOW_UP_NOTE_MAX_LENGTH }),
    ]);
  const block = await followUpBlock(deps.pool, leadId);
  if (block)
    throw new AppError(
      'conflict',
      t(locale, block === 'erased' ? 'staff.followUpErased' : 'staff.followUpDoNotContact'),
    );
  const row = await insertFollowUp(deps.pool, {
    leadId,
    actorId: input.actorId,
    dueAt: due.dueAt,
    note,
  });
  if (!row) leadNotFound(locale);
  return followUpView(row);
}

/**
 * Marks a follow-up done (a call logged after it marks it done by itself).
 * @throws AppError bad_request (400) when it is done already; not_found (404) for an unknown lead or a
 *   follow-up that is not this lead's
 */
export async function completeFollowUp(
  deps: TFollowUpsDeps,
  input: { leadId: number; followUpId: number; actorId: number; locale: TLocale },
): Promise<TFollowUpView> {
  const { locale } = input;
  const leadId = checkedLeadId(input.leadId, locale);
  const notFound = () => new AppError('not_found', t(locale, 'staff.followUpNotFound'));
  if (!Number.isSafeInteger(input.followUpId) || input.followUpId < 1) throw notFound();
  return withTransaction(deps.pool, async (client) => {
    const found = await lockFollowUp(client, leadId, input.followUpId);
    if (!found) throw notFound();
    if (found.done) throwBadRequest([fieldError(locale, 'followUp', 'staff.followUpDone')]);
    return followUpView(await markFollowUpDone(client, input.followUpId, input.actorId));
  });
}
