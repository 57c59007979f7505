/**
 * One lead as the staff lead page shows it (`GET /api/staff/leads/:id`), derived from the stored lead's
 * schema: what the table holds reaches the page with its type. Its history is the timeline
 * (`lead-timeline.ts`), asked for apart.
 */
import type { TLocale } from '../i18n/locale';
import type { TDoNotContactView } from '../leads/do-not-contact';
import type { TErasedContactMatch, TLeadErasedView, TLegalHoldView } from '../privacy/erasure';
import type { TContactPreferences } from '../leads/contact-preferences';
import type { TStoredLead } from '../leads/stored-lead';
import type { TFollowUpView } from './follow-ups';
import type { TFirstContactView } from './inbox-list';
import type { TWireRow } from './wire-row';

/**
 * A stored lead on the wire: every column but its idempotency key, in camelCase, times as ISO strings.
 * `status` is the one the staff see (a lead stored as spam by the honeypot shows 'Spam').
 */
export type TLeadView = TWireRow<Omit<TStoredLead, 'idempotency_key'>>;

/** The referral batch a referred lead came in (`referral_batches`). */
export type TReferralBatchView = {
  id: number;
  referrerName: string;
  referrerPhone: string;
  referralCount: number;
  receivedAt: string;
};

/** A staff member who did something to a lead. */
export type TStaffActor = { id: number; name: string; email: string };

/** Another lead with the same phone (its last ten digits). */
export type TSamePhoneLead = { id: number; name: string; receivedAt: string };

/** One lead with what the page shows beside it. */
export type TLeadDetail = {
  lead: TLeadView;
  /** The consent text the visitor agreed to, in the language shown; null when none was recorded. */
  consentText: { body: string; locale: TLocale } | null;
  referralBatch: TReferralBatchView | null;
  /** Who typed the lead in (the social-media form); null for visitors' leads. */
  enteredBy: TStaffActor | null;
  samePhone: TSamePhoneLead[];
  /** The lead's follow-ups ("Llamar de nuevo"), soonest first, done ones included. */
  followUps: TFollowUpView[];
  /** How the lead said it may be contacted (issue 29 §1; every answer null when not asked). */
  contactPreferences: TContactPreferences;
  /** The "Contacto con precaución" band shows (`needsContactCare`). */
  contactWithCare: boolean;
  /** Its "do not contact" mark (issue 31 §1); null when it may be contacted. */
  doNotContact: TDoNotContactView | null;
  /** Its phone or e-mail matches a conflict stub (issue 31 §3): erased on request then; else null. */
  erasedContactMatch: TErasedContactMatch | null;
  /** The lead itself was erased (a tombstone); else null. */
  erased: TLeadErasedView | null;
  /** Its standing legal hold (blocks erasure and retention); else null. */
  legalHold: TLegalHoldView | null;
  /** The browser it was sent from asked for Global Privacy Control: no attribution was kept. */
  gpc: boolean;
  /** The member who answers for the lead (issue 29 §3); null only when the firm had no intake member. */
  owner: { id: number; name: string } | null;
} & TFirstContactView;
