/**
 * The inbox's answers (`GET /api/staff/leads`, `GET /api/staff/overview`): the leads of a page with what
 * a card or a table row shows, the counts of the status tabs, and the staff home's numbers of the day.
 */
import type { TLocale } from '../i18n/locale';
import type { TDoNotContactView } from '../leads/do-not-contact';
import type { TContactPreferences } from '../leads/contact-preferences';
import type { LEAD_ORIGINS } from '../leads/stored-lead';
import type { TFollowUpTodayView } from './follow-ups';
import type { TInboxFilter, TLeadStatus } from './inbox';

/** A lead's first-contact clock as the staff API carries it (issue 29 §4). */
export type TFirstContactView = {
  /** When the first contact is due (the target in office time after it arrived); null: no clock. */
  firstContactDueAt: string | null;
  /** When a member first contacted it (the clock stopped); null while nobody has. */
  firstContactedAt: string | null;
  /** Past its due time and not contacted, at the moment of the answer. */
  overdue: boolean;
  /** Minutes of office time it waited (until contacted, or until now); null without a clock. */
  officeMinutesWaited: number | null;
};

/** One lead of the list. */
export type TInboxListItem = {
  id: number;
  receivedAt: string;
  name: string;
  phone: string;
  email: string | null;
  form: string;
  seccion: string | null;
  /** The situation chosen on the form (an id of `situations.ts`), or null. */
  situation: string | null;
  source: string | null;
  origin: (typeof LEAD_ORIGINS)[number];
  /** The language of the form (the WhatsApp greeting is written in it). */
  locale: TLocale;
  status: string;
  /** Another lead has the same phone (its last ten digits). */
  duplicatePhone: boolean;
  /** When a member first did something about it (a status change, note, call or call begun); null: nobody yet. */
  touchedAt: string | null;
  /** How the lead said it may be contacted (issue 29 §1). */
  contactPreferences: TContactPreferences;
  /** The "Contacto con precaución" band shows (`needsContactCare`). */
  contactWithCare: boolean;
  /** Its "do not contact" mark (issue 31 §1); null when it may be contacted. */
  doNotContact: TDoNotContactView | null;
  /** The member who answers for it (issue 29 §3); null only when the firm had no intake member. */
  owner: { id: number; name: string } | null;
} & TFirstContactView;

/** The status tabs of the inbox, in order; `all` is every status (spam as the filter says). */
export const INBOX_TABS = ['New Lead', 'Contacted', 'Qualified', 'Retained', 'all'] as const;

/** A status tab. */
export type TInboxTab = (typeof INBOX_TABS)[number] & (TLeadStatus | 'all');

/** The list's answer: the filter applied, the page, the leads on it and the tabs' counts. */
export type TInboxList = {
  filter: TInboxFilter;
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  leads: TInboxListItem[];
  /** How many leads each tab holds under the other filters (the status filter left out). */
  counts: Record<TInboxTab, number>;
};

/** The staff home's picture of the day (`GET /api/staff/overview`), days in the firm's time zone. */
export type TInboxOverview = {
  /** Leads received today (spam left out). */
  receivedToday: number;
  /** Leads nobody has done anything about yet (new, no status change, note or call). */
  uncontacted: number;
  /** Leads called (or moved to Contacted) today. */
  contactedToday: number;
  /** The five that have waited longest for a first contact, oldest first. */
  oldestUncontacted: TInboxListItem[];
  /** Leads past their first-contact due time that nobody has contacted, now. */
  overdue: number;
  /** "Para hoy": the open follow-ups due before the end of the firm's day (the member's own and unheld). */
  followUpsToday: TFollowUpTodayView[];
};
