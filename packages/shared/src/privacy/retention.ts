/**
 * The retention schedule (issue 31 §3 "Retention", admins): how long the firm keeps what it no longer
 * needs. `GET/PUT /api/staff/privacy/retention`, `POST /api/staff/privacy/retention/dry-run`. The
 * worker applies it once a night; the privacy policy and terms state its periods (`{{retention_…}}`).
 * Retained leads are always kept: they become the firm's client files.
 */
import { z } from 'zod';
import type { TStaffActor } from '../staff/lead-detail';

/** The rules of the schedule, as the run's counts and the stubs' reasons name them. */
export const RETENTION_RULES = ['spam', 'unengaged', 'call_clicks'] as const;
export type TRetentionRule = (typeof RETENTION_RULES)[number];

/** What the run writes as the reason of an erasure by a rule. */
export function retentionReason(rule: TRetentionRule): string {
  return `retention:${rule}`;
}

/** The rule an erasure's reason names when the retention run wrote it, else `null` (an erasure on request). */
export function retentionRuleOf(reason: string): TRetentionRule | null {
  const rule = reason.startsWith('retention:') ? reason.slice('retention:'.length) : '';
  return (RETENTION_RULES as readonly string[]).includes(rule) ? (rule as TRetentionRule) : null;
}

/** The schedule. */
export type TRetentionSchedule = {
  /** leads marked spam, erased this many days after they arrived */
  spamDays: number;
  /** leads never contacted, or "Not qualified", erased this many months after they arrived */
  unengagedMonths: number;
  /** clicks on the phone link, deleted this many months after the click */
  callClickMonths: number;
};

/** The safe defaults (issue 31): 30 days, 24 months, 13 months. */
export const DEFAULT_RETENTION: TRetentionSchedule = {
  spamDays: 30,
  unengagedMonths: 24,
  callClickMonths: 13,
};

/** The bounds of each period, as the database checks them. */
export const RETENTION_BOUNDS = {
  spamDays: { min: 7, max: 365 },
  unengagedMonths: { min: 6, max: 120 },
  callClickMonths: { min: 1, max: 60 },
} as const satisfies Record<keyof TRetentionSchedule, { min: number; max: number }>;

const period = (bounds: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(bounds.min).max(bounds.max));

/** The posted schedule (form fields or JSON strings). */
export const ZRetentionScheduleSchema = z.object({
  spamDays: period(RETENTION_BOUNDS.spamDays),
  unengagedMonths: period(RETENTION_BOUNDS.unengagedMonths),
  callClickMonths: period(RETENTION_BOUNDS.callClickMonths),
});

/** Counts per rule (leads for spam and unengaged, events for call clicks); never names. */
export type TRetentionCounts = Record<TRetentionRule, number>;

/** A nightly run as the page lists it. */
export type TRetentionRunView = {
  night: string;
  startedAt: string;
  finishedAt: string | null;
  counts: TRetentionCounts;
  failed: boolean;
};

/** The settings page's answer: the schedule, who changed it last, the latest runs. */
export type TRetentionView = {
  schedule: TRetentionSchedule;
  updatedAt: string;
  updatedBy: TStaffActor | null;
  runs: TRetentionRunView[];
};

/** What the next run would erase, counted now. */
export type TRetentionDryRun = { counts: TRetentionCounts; asOf: string };

/** The firm's local hour from which the nightly run starts, and the hour it stops starting. */
export const RETENTION_RUN_HOURS = { from: 3, until: 6 } as const;
