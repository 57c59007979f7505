/**
 * Follow-ups (issue 29 §4): "Llamar de nuevo" — a call a member means to make to a lead at a date and
 * time. `POST /api/staff/leads/:id/follow-ups` `{ dueAt, note? }` sets one (its due time ISO 8601 with
 * an offset, or a `datetime-local` value read on the firm's clock, as the page's form posts it); it is
 * done when a call attempt is logged after it was set, or when a member marks it done. A due follow-up
 * alerts once, at its time (the next office hour when that is at night).
 */
import type { TMessageKey } from '../i18n/messages';
import { firmLocalToIso } from './firm-time';
import type { TStaffActor } from './lead-detail';

/** The longest note of a follow-up. */
export const FOLLOW_UP_NOTE_MAX_LENGTH = 500;

/** How far ahead a follow-up may be set. */
export const FOLLOW_UP_MAX_DAYS = 365;

// A minute of grace: the time a member picks is read to the minute, and the form takes a moment to post.
const GRACE_MS = 60_000;

/** A follow-up as the staff API carries it. */
export type TFollowUpView = {
  id: number;
  leadId: number;
  dueAt: string;
  note: string;
  createdAt: string;
  createdBy: TStaffActor | null;
  /** When it was done (a call logged after it, or marked done); null while it waits. */
  doneAt: string | null;
  doneReason: 'contact' | 'marked' | null;
};

/** A follow-up on the staff home's "Para hoy" list, with the lead it is about. */
export type TFollowUpTodayView = TFollowUpView & { leadName: string };

/** What {@link parseFollowUpDue} found: the due instant, or the message key of the problem. */
export type TFollowUpDueCheck =
  { ok: true; dueAt: Date } | { ok: false; key: TMessageKey; vars?: Record<string, number> };

const OFFSET_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a follow-up's due time: ISO 8601 with its offset, or a `datetime-local` value on the firm's
 * clock. A time already past (beyond a minute of grace) or more than {@link FOLLOW_UP_MAX_DAYS} ahead
 * is refused.
 * @param nowMs - the server's now
 */
export function parseFollowUpDue(raw: string, nowMs: number): TFollowUpDueCheck {
  const value = raw.trim();
  const iso = OFFSET_ISO.test(value) ? value : firmLocalToIso(value);
  const dueMs = iso === null ? NaN : Date.parse(iso);
  if (!Number.isFinite(dueMs)) return { ok: false, key: 'staff.followUpDueInvalid' };
  if (dueMs < nowMs - GRACE_MS) return { ok: false, key: 'staff.followUpDuePast' };
  if (dueMs > nowMs + FOLLOW_UP_MAX_DAYS * 86_400_000)
    return { ok: false, key: 'staff.followUpDueTooFar', vars: { max: FOLLOW_UP_MAX_DAYS } };
  return { ok: true, dueAt: new Date(dueMs) };
}
