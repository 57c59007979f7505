/**
 * "Do not contact" (issue 31 §1): a person asks once, by a STOP reply, a call, an e-mail or a privacy
 * request, and it holds for every lead with the same phone (its last ten digits, `phoneKey`) or e-mail
 * (trimmed, lower case), and for every lead they send later (the list of migration 215). No automatic
 * message goes to a marked lead (`mayAutoMessage`); the team sees the mark and why.
 */
import { TEXT_OPT_OUT_REASON } from './contact-preferences';

/** The longest reason a member may write (the column's check, migration 215). */
export const DO_NOT_CONTACT_REASON_MAX = 500;

/** Who put an entry on the list: the lead's own text, a member, or a privacy request. */
export const DO_NOT_CONTACT_SOURCES = ['text', 'staff', 'request'] as const;
export type TDoNotContactSource = (typeof DO_NOT_CONTACT_SOURCES)[number];

/**
 * The canonical form of an e-mail on the list; the SQL function `lead_email_key` (migration 215) is the
 * same rule.
 * @param email - the address as typed
 * @returns '' for a blank address
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether a mark closes every channel to the team as well (a member or a request said so), rather than
 * only texts: a STOP reply is an answer to texts, and the person may still be called.
 * @param reason - the lead's `do_not_contact_reason`
 */
export function closesEveryChannel(reason: string | null): boolean {
  return reason !== null && reason !== TEXT_OPT_OUT_REASON;
}

/** A lead's mark as the staff pages show it; null when the lead may be contacted. */
export type TDoNotContactView = {
  at: string;
  /** The member's words, or null when the lead answered a text with an opt-out word. */
  reason: string | null;
  /** The lead answered a text with STOP or ALTO (texts and WhatsApp close; calls stay open). */
  byText: boolean;
};

/**
 * The mark of a lead for its page and inbox row.
 * @param row - its do-not-contact columns (times as ISO strings or Dates)
 */
export function doNotContactView(row: {
  do_not_contact_at: Date | string | null;
  do_not_contact_reason: string | null;
}): TDoNotContactView | null {
  if (row.do_not_contact_at === null) return null;
  const at =
    row.do_not_contact_at instanceof Date
      ? row.do_not_contact_at.toISOString()
      : row.do_not_contact_at;
  const byText = !closesEveryChannel(row.do_not_contact_reason);
  return { at, reason: byText ? null : row.do_not_contact_reason, byText };
}

/**
 * What was marked or lifted: the leads it reached (ids), the phone and e-mail listed, and on a mark the
 * leads that were marked already (the repeated mark is on their timelines and in the audit).
 */
export type TDoNotContactOutcome = {
  leadIds: number[];
  repeatedLeadIds?: number[];
  phoneKey: string | null;
  emailKey: string | null;
};
