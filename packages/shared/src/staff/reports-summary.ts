/**
 * What `GET /api/staff/reports/summary` answers (issue 32): every block of the reports page for one
 * filter. Definitions the tables and the inbox share:
 * - `total`: every lead received in the range, spam included; the funnel's six counts add up to it
 *   (each lead counted once, at its status now: the status the inbox shows).
 * - "contacted" / "qualified" / "retained" in a row: leads that reached that step (a retained lead was
 *   also contacted and qualified; "not qualified" ones were contacted). Spam is never in a row's leads.
 * - Minutes to first contact: clock minutes from arrival to the first thing a member did about the
 *   lead (`first_contacted_at`); office minutes count only the office hours in between. Both are
 *   rounded to whole minutes per lead before the median and 90th percentile are taken (the rollup
 *   keeps them as per-minute histograms, migration 224). Within target:
 *   contacted by the lead's due time, among the leads with a clock that are contacted or past due.
 */

/** Funnel counts of leads at each status now. */
export type TReportFunnel = {
  new: number;
  contacted: number;
  qualified: number;
  retained: number;
  notQualified: number;
  spam: number;
};

/** One row of a breakdown (by source, campaign, form, seccion, situation, language). */
export type TReportRow = {
  key: string;
  leads: number;
  contacted: number;
  qualified: number;
  retained: number;
  medianMinutesToFirstContact: number | null;
};

/** One source's row; `source` is '(direct)' for leads without one. */
export type TReportSourceRow = Omit<TReportRow, 'key'> & { source: string };

/** One campaign's row (a campaign belongs to its source). */
export type TReportCampaignRow = Omit<TReportRow, 'key'> & { source: string; campaign: string };

/** How fast a group of leads was answered. */
export type TReportSpeed = {
  /** Leads with a first contact, whose minutes the figures are made of. */
  contacted: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  officeMedianMinutes: number | null;
  officeP90Minutes: number | null;
  /** 0–1, null when no lead with a clock is contacted or past due. */
  withinTargetShare: number | null;
  /** Leads past their due time that nobody has contacted, now. */
  overdueNow: number;
};

/** Speed for one owner. */
export type TReportOwnerSpeed = TReportSpeed & {
  ownerId: number | null;
  owner: string;
  leads: number;
};

/** Speed by the hour of the firm's day the leads arrived (0–23). */
export type TReportHourSpeed = Pick<
  TReportSpeed,
  'medianMinutes' | 'withinTargetShare' | 'contacted'
> & { hour: number; leads: number };

/** Leads over time: one row per day or week (its first day), real leads by source and spam apart. */
export type TReportOverTime = {
  unit: 'day' | 'week';
  /** The sources in the columns, most leads first. */
  sources: string[];
  rows: { start: string; counts: number[]; spam: number }[];
};

/** Clicks on the phone link, by page path. */
export type TReportCallClicks = { page: string; clicks: number }[];

/** The whole summary. */
export type TReportSummary = {
  filter: {
    from: string;
    to: string;
    source?: string;
    campaign?: string;
    form?: string;
    language?: string;
    situation?: string;
    owner?: number;
  };
  /** Whether the figures are the asking member's own leads only (intake members). */
  ownLeadsOnly: boolean;
  /** The first-contact target in office minutes. */
  targetMinutes: number;
  total: number;
  overTime: TReportOverTime;
  bySource: TReportSourceRow[];
  byCampaign: TReportCampaignRow[];
  funnel: TReportFunnel;
  speed: TReportSpeed;
  byOwner: TReportOwnerSpeed[];
  byHour: TReportHourSpeed[];
  byForm: TReportRow[];
  bySeccion: TReportRow[];
  bySituation: TReportRow[];
  byLanguage: TReportRow[];
  callClicks: TReportCallClicks;
};
