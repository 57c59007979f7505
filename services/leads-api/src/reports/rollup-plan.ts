import type { TCoverage } from './report-facts.repository';

/** Where each day of a range is read from. */
export type TRollupPlan = {
  /** Rolled years, months outside them and days outside both, read whole. */
  periods: TCoverage;
  /** Every rolled day (the leads over time are drawn per day). */
  rolledDays: string[];
  /** The other days, as runs of consecutive days (from, to): read live. */
  liveRuns: [string, string][];
  /** Rolled days of the phone clicks (kept for any filter). */
  clickDays: string[];
  clickLiveRuns: [string, string][];
};

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days `from`..`to` that are not in `rolled`, as runs of consecutive days. */
function liveRunsOf(from: string, to: string, rolled: Set<string>): [string, string][] {
  const runs: [string, string][] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= last; ms += DAY) {
    const day = dayOf(ms);
    if (rolled.has(day)) continue;
    const run = runs.at(-1);
    if (run && dayOf(Date.parse(`${run[1]}T00:00:00Z`) + DAY) === day) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * Splits a range between the rollup and the live leads.
 * @param leads - what the rollup covers for the leads' figures (nothing when the filter is not a scope)
 * @param clicks - what it covers for the phone clicks
 */
export function rollupPlan(
  from: string,
  to: string,
  leads: TCoverage,
  clicks: TCoverage,
): TRollupPlan {
  const years = new Set(leads.years);
  const months = leads.months.filter((month) => !years.has(`${month.slice(0, 4)}-01-01`));
  const wholeMonths = new Set(months);
  return {
    periods: {
      years: leads.years,
      months,
      days: leads.days.filter(
        (day) =>
          !years.has(`${day.slice(0, 4)}-01-01`) && !wholeMonths.has(`${day.slice(0, 7)}-01`),
      ),
    },
    rolledDays: leads.days,
    liveRuns: liveRunsOf(from, to, new Set(leads.days)),
    clickDays: clicks.days,
    clickLiveRuns: liveRunsOf(from, to, new Set(clicks.days)),
  };
}
