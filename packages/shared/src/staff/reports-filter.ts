/**
 * The reports' filters (issue 32 §1): a range of the firm's days, both included, and optional source,
 * campaign, form, language, situation and owner. Unlike the inbox, a range that makes no sense is
 * refused (400) rather than dropped: a report over another range than the one asked for would mislead.
 */
import { z } from 'zod';
import type { TMessageKey } from '../i18n/messages';
import { zText } from './inbox';

/** The longest range a report covers: five years. */
export const REPORT_MAX_YEARS = 5;

/** Ranges longer than this many days are drawn by week instead of by day. */
export const REPORT_DAILY_MAX_DAYS = 62;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The query string as read (dates checked apart, so each mistake gets its own message). */
export const ZReportQuerySchema = z.object({
  from: z.string().optional().catch(undefined),
  to: z.string().optional().catch(undefined),
  /** Campaign source exactly as stored ('facebook', 'google ads'); `(direct)` for none. */
  source: zText(120),
  /** utm_campaign exactly. */
  campaign: zText(200),
  form: zText(60),
  language: z.enum(['es', 'en']).optional().catch(undefined),
  situation: zText(120),
  /** A member's id (admins only; an intake member always sees their own). */
  owner: z.coerce.number().int().positive().optional().catch(undefined),
});

/** The filters as applied; `owner` is the intake member asking when they are not an admin. */
export type TReportFilter = Partial<Omit<z.infer<typeof ZReportQuerySchema>, 'from' | 'to'>> & {
  from: string;
  to: string;
};

/** The source value that stands for "no source" (a direct visit) in filters and tables. */
export const DIRECT_SOURCE = '(direct)';

const validDay = (value: string | undefined): value is string =>
  value !== undefined &&
  ISO_DATE.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Days from `from` to `to`, both included. */
export function reportDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * Reads and checks the filters of a query string.
 * @returns the filter, or the key of the message that says what is wrong with the range
 */
export function parseReportFilter(
  query: Record<string, unknown>,
): { ok: true; filter: TReportFilter } | { ok: false; messageKey: TMessageKey } {
  const first = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const parsed = ZReportQuerySchema.parse(first);
  const { from, to } = parsed;
  if (!validDay(from) || !validDay(to)) return { ok: false, messageKey: 'staff.reportDateInvalid' };
  if (from > to) return { ok: false, messageKey: 'staff.reportRangeReversed' };
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + REPORT_MAX_YEARS);
  if (Date.parse(`${to}T00:00:00Z`) >= limit.getTime())
    return { ok: false, messageKey: 'staff.reportRangeTooLong' };
  return { ok: true, filter: { ...parsed, from, to } };
}

/** The query string of a filter (the page's links, its CSV downloads and the API share it). */
export function reportFilterQuery(filter: Partial<TReportFilter>): string {
  const params = new URLSearchParams();
  for (const key of [
    'from',
    'to',
    'source',
    'campaign',
    'form',
    'language',
    'situation',
  ] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.owner) params.set('owner', String(filter.owner));
  return params.toString();
}

/** The page's ranges: today, the last 7 or 30 days, this month, last month, or days of one's own. */
export const REPORT_PRESETS = ['today', '7d', '30d', 'month', 'last-month', 'custom'] as const;

/** A range preset. */
export type TReportPreset = (typeof REPORT_PRESETS)[number];

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The days of a preset range, counted back from the firm's `today` (YYYY-MM-DD); null for `custom`.
 * @param today - the firm's day now (`firmDay`)
 */
export function presetRange(
  preset: TReportPreset,
  today: string,
): { from: string; to: string } | null {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: shiftDay(today, -6), to: today };
    case '30d':
      return { from: shiftDay(today, -29), to: today };
    case 'month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const to = shiftDay(monthStart, -1);
      return { from: `${to.slice(0, 7)}-01`, to };
    }
    case 'custom':
      return null;
  }
}
