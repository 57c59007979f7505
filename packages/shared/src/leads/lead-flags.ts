/**
 * Facts about a lead that change how the team may contact it, shown wherever the lead is: its inbox
 * card, its page and the intake e-mail.
 */
import type { TStoredLead } from './stored-lead';

/**
 * A referred person did not ask the firm to call: a friend or relative gave their name and phone on
 * the referral form. Calling them unasked is solicitation under Texas Rule 7.03 (issue 25 §3).
 */
export function isUnsolicitedReferral(lead: Pick<TStoredLead, 'origin'>): boolean {
  return lead.origin === 'referral';
}

/** The tag of such a lead, in the member's language. */
export const UNSOLICITED_REFERRAL_TAG = {
  es: 'Referido — no pidió contacto',
  en: 'Referred — did not ask to be contacted',
} as const;

/**
 * The firm's rule for contacting a referred person, printed with the tag in the intake e-mail (and
 * wherever the tag needs explaining).
 */
export const UNSOLICITED_REFERRAL_RULE = {
  es: 'Esta persona no pidió que la llamáramos: un familiar o amigo nos dio sus datos. No la llame ni le escriba por iniciativa propia; comuníquese solo si esta persona nos escribe o llama primero, o si quien la refirió confirma que pidió la llamada.',
  en: 'This person did not ask us to call: a relative or friend gave us their details. Do not call or message them first; contact them only if they write or call us, or the person who referred them confirms that they asked for the call.',
} as const;
