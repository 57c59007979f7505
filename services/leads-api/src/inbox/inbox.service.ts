import type { TLocale } from '@firm/shared/i18n/locale';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { isLeadStatus, SPAM_STATUS, STATUS_NOTE_MAX_LENGTH } from '@firm/shared/staff/inbox';
import { isIntakeDelivered, requestRedrive } from '@firm/shared/leads/redrive.repository';
import { insertOutboxMessage } from '../outbox/outbox.repository';
import { fieldError, throwInvalid } from '../staff/staff-input';
import { changeStatus, insertResend, lockLead } from './inbox.repository';
import { checkedLeadId, leadNotFound } from './lead-id';

/** What the inbox uses; `onOutbox` wakes the outbox relay after a commit that wrote a row. */
export type TInboxDeps = { pool: Pool; onOutbox: () => void };

/** Moves a lead along the pipeline (spam / not spam included) and records who, when, from, to and why. */
export async function changeLeadStatus(
  deps: Pick<TInboxDeps, 'pool'>,
  input: { leadId: number; actorId: number; status: string; note: string; locale: TLocale },
) {
  const { locale } = input;
  const note = input.note.trim();
  if (!isLeadStatus(input.status))
    throwInvalid([fieldError(locale, 'status', 'staff.statusInvalid')]);
  if (note.length > STATUS_NOTE_MAX_LENGTH)
    throwInvalid([
      fieldError(locale, 'note', 'staff.noteTooLong', { max: STATUS_NOTE_MAX_LENGTH }),
    ]);
  checkedLeadId(input.leadId, locale);
  const change = await withTransaction(deps.pool, async (client) => {
    const lead = await lockLead(client, input.leadId);
    if (!lead) leadNotFound(locale);
    if (lead.status === input.status)
      throwInvalid([fieldError(locale, 'status', 'staff.statusUnchanged')]);
    return changeStatus(client, {
      leadId: input.leadId,
      actorId: input.actorId,
      from: lead.status,
      to: input.status,
      note,
    });
  });
  return { ...change, at: change.at.toISOString() };
}

/**
 * Asks for a lead's notification again. When its intake e-mail was never delivered (dead-lettered,
 * say), this is a re-drive, the same path as `npm run leads:redrive`: the original e-mail goes out
 * once, not a second copy. Otherwise a `lead_resends` row and its outbox row in one transaction;
 * the worker sends the e-mail (and the webhooks) under the re-send's own delivery keys. The request
 * is recorded either way; a spam lead is refused.
 */
export async function resendLead(
  deps: TInboxDeps,
  input: { leadId: number; actorId: number; locale: TLocale },
): Promise<{ resendId: number; redriven: boolean }> {
  checkedLeadId(input.leadId, input.locale);
  const result = await withTransaction(deps.pool, async (client) => {
    const lead = await lockLead(client, input.leadId);
    if (!lead) leadNotFound(input.locale);
    if (lead.is_spam || lead.status === SPAM_STATUS)
      throwInvalid([fieldError(input.locale, 'lead', 'staff.resendSpam')]);
    const id = await insertResend(client, input.leadId, input.actorId);
    if (!(await isIntakeDelivered(client, input.leadId))) {
      await requestRedrive(client, [input.leadId]);
      return { resendId: id, redriven: true };
    }
    await insertOutboxMessage(client, OUTBOX_EVENTS.leadResend, id);
    return { resendId: id, redriven: false };
  });
  if (!result.redriven) deps.onOutbox();
  return result;
}
