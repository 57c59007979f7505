/**
 * Keeps the reports' rollup current (migration 224): computes the queued office waits, rolls the
 * days marked changed or never rolled (before the firm's today), then builds the months whose days
 * are all rolled and the years whose months are. Each run of days and each month or year is one
 * transaction under one advisory lock, so two workers never build a period from parts the other is
 * rolling.
 */
import { withTransaction, type Pool, type PoolClient } from '../db';
import type { TOfficeSchedule } from '../../staff/office-time';
import { fillOfficeWaits } from './office-waits';
import { daysToRoll, periodsToRoll, rollDays, rollPeriod } from './report-rollup.repository';

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

async function locked(pool: Pool, work: (client: PoolClient) => Promise<void>): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [ROLLUP_LOCK_ID]);
    await work(client);
  });
}

/** What one pass did. */
export type TRollResult = { officeWaits: number; days: number; months: number; years: number };

/**
 * One pass over the rollup.
 * @param today - the firm's day now (YYYY-MM-DD): it and later days stay live
 * @param limit - most days rolled in this pass (the rest in the next)
 */
export async function rollReports(
  pool: Pool,
  options: { today: string; schedule: TOfficeSchedule; limit: number },
): Promise<TRollResult> {
  const officeWaits = await fillOfficeWaits(pool, options.schedule, OFFICE_WAITS_PER_PASS);
  const days = await daysToRoll(pool, options.today, options.limit);
  for (const [from, to] of runsOf(days)) await locked(pool, (db) => rollDays(db, from, to));
  const months = await periodsToRoll(pool, 'month', options.today);
  for (const month of months) await locked(pool, (db) => rollPeriod(db, 'month', month));
  const years = await periodsToRoll(pool, 'year', options.today);
  for (const year of years) await locked(pool, (db) => rollPeriod(db, 'year', year));
  return { officeWaits, days: days.length, months: months.length, years: years.length };
}
