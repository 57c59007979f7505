/**
 * The access export (issue 31 §3): everything the firm holds about a person — the lead asked for and
 * every lead with the same phone key or e-mail — with their timelines, consent records, deliveries,
 * call clicks and attribution. `GET /api/staff/privacy/leads/:id/export.json` and `.html` (admins).
 */
import type { TLocale } from '../i18n/locale';

/** One consent record: the text the person agreed to, as it was shown (evidence, never edited). */
export type TExportConsent = {
  sha256: string;
  version: string | null;
  locale: TLocale | null;
  body: string | null;
  agreedAt: string;
};

/** One entry of a lead's history, as the person may read it (no staff member's data). */
export type TExportEvent = {
  at: string;
  kind: 'status' | 'note' | 'call' | 'follow_up' | 'text' | 'correction';
  /** What happened, in plain words or the record's own text. */
  detail: string;
};

/** One delivery about the lead (e-mails, webhooks, texts). */
export type TExportDelivery = { at: string; kind: string; target: string };

/** One lead with what hangs from it. */
export type TExportLead = {
  id: number;
  receivedAt: string;
  form: string;
  locale: TLocale;
  fields: Record<string, string | boolean | null>;
  attribution: Record<string, string>;
  consent: TExportConsent | null;
  timeline: TExportEvent[];
  deliveries: TExportDelivery[];
};

/** A click on the phone link from the same browser or address as one of the leads. */
export type TExportCallClick = {
  at: string;
  pageUrl: string | null;
  source: string | null;
  attribution: Record<string, string>;
};

/** The whole export. */
export type TPrivacyExport = {
  generatedAt: string;
  /** The language of the lead asked for: the readable page is written in it. */
  locale: TLocale;
  /** How the leads were found. */
  matchedBy: { phoneKey: string; email: string | null };
  leads: TExportLead[];
  callClicks: TExportCallClick[];
};
