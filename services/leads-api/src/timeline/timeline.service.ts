import type { TLocale } from '@firm/shared/i18n/locale';
import type { Pool } from '@firm/shared/server/db';
import type { TStaffActor } from '@firm/shared/staff/lead-detail';
import type { TLeadTimeline, TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import { listFollowUps } from '../follow-ups/follow-ups.repository';
import { listLeadAssignments } from '../assignment/lead-owner.repository';
import { assignmentEntry } from '../assignment/lead-owner.service';
import { checkedLeadId, leadNotFound } from '../inbox/lead-id';
import { listDoNotContactChanges } from '../privacy/do-not-contact.repository';
import { listCorrections } from '../privacy/lead-correction.repository';
import {
  findReceived,
  listCalls,
  listDeliveries,
  listNotes,
  listOpenDrafts,
  listResends,
  listStatusChanges,
  listTexts,
  type TActorColumns,
  type TReceivedRow,
} from './timeline.repository';

/** What the timeline reads. */
export type TTimelineDeps = { pool: Pool };

/** Who wrote a row (null: the site itself or the command line). */
export function actorOf(row: TActorColumns): TStaffActor | null {
  return row.actor_id === null
    ? null
    : { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' };
}

/**
 * How the lead came in, and — for a lead typed in from a social-media conversation — the member's notes
 * typed with it, which open its timeline as its first note (they are stored as its message, in the same
 * row, so a lead and its first note cannot be parted).
 */
function arrival(row: TReceivedRow): TTimelineEntry[] {
  const at = row.received_at.toISOString();
  const actor = actorOf(row);
  const received: TTimelineEntry = {
    kind: 'received',
    key: 'received',
    at,
    actor,
    origin: row.origin,
    form: row.form_variant,
    seccion: row.section,
    pageUrl: row.page_url,
  };
  const firstNote: TTimelineEntry[] =
    row.origin === 'social_media' && row.message
      ? [{ kind: 'note', key: 'note-first', at, actor, body: row.message }]
      : [];
  return [received, ...firstNote];
}

/**
 * A lead's timeline, newest first: how it came in, what was delivered (e-mails, webhooks), the status
 * changes, notes, call attempts (and calls begun from its page still waiting for their outcome), the
 * follow-ups set, the texts sent and received, and the re-sends asked for, each with who and when. Entries of the same instant keep the order things happen
 * in (a lead arrives before anything is done to it).
 * @throws AppError not_found (404) for an unknown lead
 */
export async function leadTimeline(
  deps: TTimelineDeps,
  leadId: number,
  locale: TLocale,
): Promise<TLeadTimeline> {
  const id = checkedLeadId(leadId, locale);
  const received = await findReceived(deps.pool, id);
  if (!received) leadNotFound(locale);
  const [
    deliveries,
    resends,
    changes,
    notes,
    calls,
    drafts,
    followUps,
    assignments,
    texts,
    marks,
    corrections,
  ] = await Promise.all([
    listDeliveries(deps.pool, id),
    listResends(deps.pool, id),
    listStatusChanges(deps.pool, id),
    listNotes(deps.pool, id),
    listCalls(deps.pool, id),
    listOpenDrafts(deps.pool, id),
    listFollowUps(deps.pool, id),
    listLeadAssignments(deps.pool, id),
    listTexts(deps.pool, id),
    listDoNotContactChanges(deps.pool, id),
    listCorrections(deps.pool, id),
  ]);
  const entries: TTimelineEntry[] = [
    ...arrival(received),
    ...deliveries.map((row): TTimelineEntry => ({
      kind: 'delivery',
      key: `delivery-${row.id}`,
      at: row.sent_at.toISOString(),
      actor: null,
      channel: row.kind,
      target: row.target,
      detail: row.detail,
      resend: /-resend-\d+$/.test(row.subject_key),
    })),
    ...resends.map((row): TTimelineEntry => ({
      kind: 'resend',
      key: `resend-${row.id}`,
      at: row.requested_at.toISOString(),
      actor: actorOf(row),
    })),
    ...changes.map((row): TTimelineEntry => ({
      kind: 'status',
      key: `status-${row.id}`,
      at: row.at.toISOString(),
      actor: actorOf(row),
      from: row.from_status,
      to: row.to_status,
      note: row.note,
    })),
    ...notes.map((row): TTimelineEntry => noteEntry(row.id, row.at, actorOf(row), row.body)),
    ...drafts.map((row): TTimelineEntry => ({
      kind: 'call-draft',
      key: `call-draft-${row.id}`,
      at: row.at.toISOString(),
      actor: actorOf(row),
      draftId: row.id,
      channel: row.channel,
    })),
    ...calls.map((row): TTimelineEntry => ({
      kind: 'call',
      key: `call-${row.id}`,
      at: row.at.toISOString(),
      actor: actorOf(row),
      outcome: row.outcome,
      channel: row.channel,
      note: row.note,
      startedAt: row.started_at?.toISOString() ?? null,
    })),
    ...followUps.map((row): TTimelineEntry => ({
      kind: 'follow-up',
      key: `follow-up-${row.id}`,
      at: row.created_at.toISOString(),
      actor: actorOf(row),
      followUpId: row.id,
      dueAt: row.due_at.toISOString(),
      note: row.note,
      doneAt: row.done_at?.toISOString() ?? null,
      doneReason: row.done_reason,
    })),
    ...assignments.map(assignmentEntry),
    ...texts.map((row): TTimelineEntry => ({
      kind: 'text',
      key: `text-${row.id}`,
      at: row.at.toISOString(),
      actor: null,
      direction: row.direction,
      purpose: row.purpose,
      body: row.body,
    })),
    ...marks.map((row): TTimelineEntry => ({
      kind: 'do-not-contact',
      key: `do-not-contact-${row.id}`,
      at: row.at.toISOString(),
      actor: actorOf(row),
      action: row.action,
      reason: row.reason,
    })),
    ...corrections.map((row): TTimelineEntry => ({
      kind: 'correction',
      key: `correction-${row.id}`,
      at: row.at.toISOString(),
      actor: actorOf(row),
      field: row.field,
      before: row.before,
      after: row.after,
      reason: row.reason,
    })),
  ];
  return { entries: newestFirst(entries) };
}

/** A note as the timeline shows it. */
export function noteEntry(
  id: number,
  at: Date,
  actor: TStaffActor | null,
  body: string,
): TTimelineEntry {
  return { kind: 'note', key: `note-${id}`, at: at.toISOString(), actor, body };
}

/** Newest first; entries of the same instant in the reverse of the order they were listed in. */
function newestFirst(entries: TTimelineEntry[]): TTimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ entry }) => entry);
}
