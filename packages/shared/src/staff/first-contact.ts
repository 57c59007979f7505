/**
 * Whether a lead has waited too long for its first contact. For now a plain threshold on the time since
 * it came in; the speed-to-lead issue replaces it with a clock that runs in office hours only.
 */
import { isUnsolicitedReferral } from '../leads/lead-flags';
import type { TStoredLead } from '../leads/stored-lead';
import { minutesSince } from './firm-time';
import type { TLeadStatus } from './inbox';

/** Minutes a new lead may wait for a first call before it shows as overdue. */
export const FIRST_CONTACT_TARGET_MINUTES = 15;

/** What tells whether a lead still waits for its first contact. */
export type TFirstContactFacts = Pick<TStoredLead, 'origin'> & {
  receivedAt: string;
  status: string;
  touchedAt: string | null;
};

const NEW_LEAD: TLeadStatus = 'New Lead';

/**
 * A new lead nobody has done anything about yet (no status change, note, call or call begun). A
 * referred person who did not ask to be contacted waits for nothing: the team must not call first.
 */
export function awaitsFirstContact(lead: TFirstContactFacts): boolean {
  return lead.status === NEW_LEAD && lead.touchedAt === null && !isUnsolicitedReferral(lead);
}

/**
 * A lead that still awaits its first contact past the target.
 * @param nowIso - the moment to count from (the server's, passed down with the page)
 */
export function isOverdue(lead: TFirstContactFacts, nowIso: string): boolean {
  return (
    awaitsFirstContact(lead) &&
    minutesSince(lead.receivedAt, nowIso) >= FIRST_CONTACT_TARGET_MINUTES
  );
}
