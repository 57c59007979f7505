/**
 * Keeps the reports' rollup current (migration 224): computes the queued office waits, rolls the
 * days marked changed or never rolled (before the firm's today), then builds the months whose days
 * are all rolled and the years whose months are. Days, months and years without facts (a database
 * whose first lead is from 1900 has some 46,000 such days) are marked in one statement each, so they
 * cost no roll. Each of those statements, each run of days and each month or year is one transaction
 * under one advisory lock, so two workers never build a period from parts the other is rolling.
 */
import { withTransaction, type Pool, type PoolClient } from '../db';
import type { TOfficeSchedule } from '../../staff/office-time';
import { fillOfficeWaits } from './office-waits';
import {
  buildEmptyPeriods,
  daysToRoll,
  markEmptyDaysRolled,
  periodsToRoll,
  rollDays,
  rollPeriod,
  type TRollupSpan,
} from './report-rollup.repository';

/** Most office waits computed in one pass (about 0.3 ms each). */
const OFFICE_WAITS_PER_PASS = 20_000;

/** Advisory lock held by each transaction that writes the rollup. */
const ROLLUP_LOCK_ID = 727_032;

/** Most days in one transaction (a month of leads). */
const DAYS_PER_RUN = 31;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Consecutive days as runs of at most {@link DAYS_PER_RUN}. */
function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDay(last[1]) === day && dayCount(last) < DAYS_PER_RUN) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

const dayCount = ([from, to]: [string, string]) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

function locked<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [ROLLUP_LOCK_ID]);
    return work(client);
  });
}

/** Builds the months or years due: the empty ones in one statement, the others one by one. */
async function rollPeriods(pool: Pool, span: TRollupSpan, today: string): Promise<number> {
  const empty = await locked(pool, (db) => buildEmptyPeriods(db, span, today));
  const periods = await periodsToRoll(pool, span, today);
  for (const start of periods) await locked(pool, (db) => rollPeriod(db, span, start));
  return empty + periods.length;
}

/** What one pass did (days, months and years without facts included). */
export type TRollResult = { officeWaits: number; days: number; months: number; years: number };

/**
 * One pass over the rollup.
 * @param today - the firm's day now (YYYY-MM-DD): it and later days stay live
 * @param limit - most days with facts rolled in this pass (the rest in the next)
 */
export async function rollReports(
  pool: Pool,
  options: { today: string; schedule: TOfficeSchedule; limit: number },
): Promise<TRollResult> {
  const officeWaits = await fillOfficeWaits(pool, options.schedule, OFFICE_WAITS_PER_PASS);
  const empty = await locked(pool, (db) => markEmptyDaysRolled(db, options.today));
  const days = await daysToRoll(pool, options.today, options.limit);
  for (const [from, to] of runsOf(days)) await locked(pool, (db) => rollDays(db, from, to));
  const months = await rollPeriods(pool, 'month', options.today);
  const years = await rollPeriods(pool, 'year', options.today);
  return { officeWaits, days: empty + days.length, months, years };
}
