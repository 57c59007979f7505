import type { TLocale } from '@firm/shared/i18n/locale';
import { withTransaction } from '@firm/shared/server/db';
import type { TStaffActor } from '@firm/shared/staff/lead-detail';
import {
  isCallChannel,
  isCallOutcome,
  LEAD_NOTE_MAX_LENGTH,
  type TCallChannel,
  type TTimelineEntry,
} from '@firm/shared/staff/lead-timeline';
import { checkedLeadId, leadNotFound } from '../inbox/lead-id';
import { fieldError, throwBadRequest } from '../staff/staff-input';
import {
  insertCall,
  insertCallDraft,
  insertNote,
  lockDraft,
  lockLeadRow,
} from './timeline-entries.repository';
import { noteEntry, type TTimelineDeps } from './timeline.service';

/** What a member writes, as posted: strings ('' when absent). */
type TWritten = { leadId: number; actor: TStaffActor; locale: TLocale };

/** A note's text, checked: trimmed, not empty, not too long. */
function checkedNote(text: string, locale: TLocale, required: boolean): string {
  const body = text.trim();
  if (required && !body) throwBadRequest([fieldError(locale, 'body', 'staff.noteRequired')]);
  if (body.length > LEAD_NOTE_MAX_LENGTH)
    throwBadRequest([
      fieldError(locale, required ? 'body' : 'note', 'staff.noteTooLong', {
        max: LEAD_NOTE_MAX_LENGTH,
      }),
    ]);
  return body;
}

/**
 * Adds a note to a lead's timeline (any time: no status change needed). Notes are never edited: a
 * correction is another note.
 * @throws AppError bad_request (400) for an empty or too long note; not_found (404) for an unknown lead
 */
export async function addNote(
  deps: TTimelineDeps,
  input: TWritten & { body: string },
): Promise<TTimelineEntry> {
  const leadId = checkedLeadId(input.leadId, input.locale);
  const body = checkedNote(input.body, input.locale, true);
  const row = await insertNote(deps.pool, { leadId, actorId: input.actor.id, body });
  if (!row) leadNotFound(input.locale);
  return noteEntry(row.id, row.at, input.actor, body);
}

/**
 * Records that a member began a call or a WhatsApp chat from the lead's page. The timeline shows it as
 * begun until someone records its outcome; left so, it is only that line.
 * @throws AppError bad_request (400) for an unknown channel; not_found (404) for an unknown lead
 */
export async function beginCall(
  deps: TTimelineDeps,
  input: TWritten & { channel: string },
): Promise<{ draftId: number; entry: TTimelineEntry }> {
  const leadId = checkedLeadId(input.leadId, input.locale);
  if (!isCallChannel(input.channel))
    throwBadRequest([fieldError(input.locale, 'channel', 'staff.callChannelInvalid')]);
  const channel: TCallChannel = input.channel;
  const row = await insertCallDraft(deps.pool, { leadId, actorId: input.actor.id, channel });
  if (!row) leadNotFound(input.locale);
  return {
    draftId: row.id,
    entry: {
      kind: 'call-draft',
      key: `call-draft-${row.id}`,
      at: row.at.toISOString(),
      actor: input.actor,
      draftId: row.id,
      channel,
    },
  };
}

/**
 * Records a call attempt and its outcome, with an optional note; with `draft`, it completes the call
 * begun from the page (once: a second outcome for it is refused, so a double tap records one call).
 * @throws AppError bad_request (400) for an unknown outcome or channel, a too long note, or a draft that
 *   is not this lead's or has its outcome; not_found (404) for an unknown lead
 */
export async function recordCall(
  deps: TTimelineDeps,
  input: TWritten & { outcome: string; note: string; draft: string; channel: string },
): Promise<TTimelineEntry> {
  const { locale } = input;
  const leadId = checkedLeadId(input.leadId, locale);
  if (!isCallOutcome(input.outcome))
    throwBadRequest([fieldError(locale, 'outcome', 'staff.callOutcomeInvalid')]);
  const outcome = input.outcome;
  const note = checkedNote(input.note, locale, false);
  if (input.channel && !isCallChannel(input.channel))
    throwBadRequest([fieldError(locale, 'channel', 'staff.callChannelInvalid')]);
  const draftId = input.draft ? Number(input.draft) : null;
  if (draftId !== null && !(Number.isSafeInteger(draftId) && draftId > 0))
    throwBadRequest([fieldError(locale, 'draft', 'staff.callDraftNotFound')]);
  return withTransaction(deps.pool, async (client) => {
    if (!(await lockLeadRow(client, leadId))) leadNotFound(locale);
    let channel: TCallChannel = isCallChannel(input.channel) ? input.channel : 'phone';
    let startedAt: string | null = null;
    if (draftId !== null) {
      const draft = await lockDraft(client, leadId, draftId);
      if (!draft) throwBadRequest([fieldError(locale, 'draft', 'staff.callDraftNotFound')]);
      if (draft.completed) throwBadRequest([fieldError(locale, 'draft', 'staff.callDraftDone')]);
      channel = draft.channel;
      startedAt = draft.at.toISOString();
    }
    const row = await insertCall(client, {
      leadId,
      actorId: input.actor.id,
      outcome,
      channel,
      note,
      draftId,
    });
    return {
      kind: 'call',
      key: `call-${row.id}`,
      at: row.at.toISOString(),
      actor: input.actor,
      outcome,
      channel,
      note,
      startedAt,
    };
  });
}
