/**
 * The first-contact clock (issue 29 §4). A new lead is due for a first contact a number of minutes of
 * office time after it arrives (the admins' target, 15 by default); the clock stops at the first note,
 * call attempt, call or chat begun, or status change by a member. Past its due time and not contacted,
 * a lead is overdue: its card turns red, its owner is alerted, and the same time again later the admins.
 *
 * Who gets a clock: every real lead a person asked us about — the site's forms and the social-media
 * leads the team types in. Spam gets none (nobody is to call it). A referred person gets none either:
 * a friend gave their name and they did not ask to be called, so calling first would be solicitation
 * (Texas Rule 7.03, `lead-flags.ts`); a clock would push the team to do exactly that. Their referrer,
 * who did ask, comes in as a lead of their own form.
 */
import { isUnsolicitedReferral } from '../leads/lead-flags';
import type { TStoredLead } from '../leads/stored-lead';
import type { TFirstContactView } from './inbox-list';
import { addOfficeMinutes, officeMinutesBetween, type TOfficeSchedule } from './office-time';

/** Minutes of office time a new lead may wait for a first call, unless the admins set another target. */
export const FIRST_CONTACT_TARGET_MINUTES = 15;

/** The longest target an admin may set (a full week of office hours is already more than enough). */
export const FIRST_CONTACT_TARGET_MAX_MINUTES = 480;

/** What the clock is computed from: the admins' target and the office hours of the site config. */
export type TFirstContactSettings = { targetMinutes: number; schedule: TOfficeSchedule };

/** Whether a lead gets a first-contact clock when stored (not spam, not a referred person). */
export function hasFirstContactClock(lead: Pick<TStoredLead, 'origin' | 'is_spam'>): boolean {
  return !lead.is_spam && !isUnsolicitedReferral(lead);
}

/**
 * The due time of a lead received at `receivedMs`: `targetMinutes` of office time later (a lead that
 * arrives at night counts from the next opening).
 */
export function firstContactDueAt(receivedMs: number, settings: TFirstContactSettings): Date {
  return new Date(addOfficeMinutes(receivedMs, settings.targetMinutes, settings.schedule));
}

/** When the admins hear of a lead still not contacted: the same target again after its due time. */
export function escalationDueAt(dueMs: number, settings: TFirstContactSettings): Date {
  return new Date(addOfficeMinutes(dueMs, settings.targetMinutes, settings.schedule));
}

/** What tells whether a lead still waits for its first contact (camelCase, as the staff API carries it). */
export type TFirstContactFacts = {
  firstContactDueAt: string | null;
  firstContactedAt: string | null;
};

/**
 * A lead past its due time that nobody has contacted yet.
 * @param nowIso - the moment to count from (the server's, passed down with the page)
 */
export function isOverdue(lead: TFirstContactFacts, nowIso: string): boolean {
  return (
    lead.firstContactDueAt !== null &&
    lead.firstContactedAt === null &&
    Date.parse(nowIso) >= Date.parse(lead.firstContactDueAt)
  );
}

/**
 * How long a lead has waited in office time: from when it arrived (or the next opening) until it was
 * contacted, or until now.
 */
export function officeMinutesWaited(
  lead: TFirstContactFacts & { receivedAt: string },
  nowIso: string,
  schedule: TOfficeSchedule,
): number {
  const until = lead.firstContactedAt ?? nowIso;
  return officeMinutesBetween(Date.parse(lead.receivedAt), Date.parse(until), schedule);
}

/**
 * A lead's clock for the staff API at `nowMs`: its due and contact times, whether it is overdue, and
 * how long it waited in office time (null without a clock).
 */
export function firstContactView(
  row: { received_at: Date; first_contact_due_at: Date | null; first_contacted_at: Date | null },
  nowMs: number,
  schedule: TOfficeSchedule,
): TFirstContactView {
  const facts = {
    receivedAt: row.received_at.toISOString(),
    firstContactDueAt: row.first_contact_due_at?.toISOString() ?? null,
    firstContactedAt: row.first_contacted_at?.toISOString() ?? null,
  };
  const nowIso = new Date(nowMs).toISOString();
  return {
    firstContactDueAt: facts.firstContactDueAt,
    firstContactedAt: facts.firstContactedAt,
    overdue: isOverdue(facts, nowIso),
    officeMinutesWaited:
      facts.firstContactDueAt === null ? null : officeMinutesWaited(facts, nowIso, schedule),
  };
}

/** A wait in minutes as people say it, the same in both languages: '42 min', '3 h', '3 h 5 min'. */
export function waitInWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}
