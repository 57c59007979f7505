/**
 * The reports (issue 32): who may see what, and the summary assembled from the facts of the range
 * (report-facts.ts): the worker's rollup for the rolled days, months and years when the filter is one of the
 * rollup's scopes (none, an owner, a source), the live leads for the rest of the range (today, days
 * changed since they were rolled) and for other filters.
 */
import type { Pool } from '@firm/shared/server/db';
import type { TSettingsCache } from '@firm/shared/server/first-contact-settings';
import { fillOfficeWaits } from '@firm/shared/server/reports/office-waits';
import type { TStaffRole } from '@firm/shared/staff/staff-policy';
import {
  REPORT_DAILY_MAX_DAYS,
  reportDays,
  type TReportFilter,
} from '@firm/shared/staff/reports-filter';
import type { TReportSummary } from '@firm/shared/staff/reports-summary';
import type { TClock } from '../staff/clock';
import { overTimeBuckets } from './over-time';
import {
  callClicksByPage,
  liveFacts,
  liveLeadsPerDay,
  ownerNames,
  rolledCoverage,
  rolledFacts,
  rolledLeadsPerDay,
  type TRollupScope,
} from './report-facts.repository';
import { rollupPlan, type TRollupPlan } from './rollup-plan';
import { summaryOfFacts } from './summary-of-facts';
import { mergeFacts, rowsOf } from './report-facts';

/** What the reports read: the database, the time and the clock's settings. */
export type TReportsDeps = {
  pool: Pool;
  clock: TClock;
  clockSettings: TSettingsCache;
  /** Read the live leads only (the equality tests' reference). @defaultValue false */
  liveOnly?: boolean;
};

/** The member asking. */
export type TReportViewer = { id: number; role: TStaffRole };

/** The filter as applied for `viewer`: an intake member's own leads only. */
export function scopedFilter(filter: TReportFilter, viewer: TReportViewer): TReportFilter {
  return viewer.role === 'admin' ? filter : { ...filter, owner: viewer.id };
}

/** The rollup scope a filter is answered from, or null (another filter: live leads only). */
function scopeOf(filter: TReportFilter): TRollupScope | null {
  const { campaign, form, language, situation, source, owner } = filter;
  if (campaign || form || language || situation || (source && owner)) return null;
  if (owner) return { scope: 'owner', key: String(owner) };
  if (source) return { scope: 'source', key: source };
  return { scope: 'all', key: '' };
}

const NOTHING_ROLLED = { years: [], months: [], days: [] };

/** Where each part of the range is read from. */
async function planOf(deps: TReportsDeps, filter: TReportFilter, now: Date): Promise<TRollupPlan> {
  const coverage = deps.liveOnly
    ? NOTHING_ROLLED
    : await rolledCoverage(deps.pool, filter.from, filter.to, now);
  return rollupPlan(filter.from, filter.to, scopeOf(filter) ? coverage : NOTHING_ROLLED, coverage);
}

/** Every block of the reports for a filter, as `viewer` may see them. */
export async function reportSummary(
  deps: TReportsDeps,
  asked: TReportFilter,
  viewer: TReportViewer,
): Promise<TReportSummary> {
  const filter = scopedFilter(asked, viewer);
  const now = new Date(deps.clock.now());
  const settings = await deps.clockSettings.get();
  await fillOfficeWaits(deps.pool, settings.schedule);
  const plan = await planOf(deps, filter, now);
  const scope = scopeOf(filter) ?? { scope: 'all', key: '' };
  const live = (run: [string, string]) => ({ ...filter, from: run[0], to: run[1] });
  const [facts, perDay, clicks] = await Promise.all([
    Promise.all([
      rolledFacts(deps.pool, scope, plan.periods),
      ...plan.liveRuns.map((run) => liveFacts(deps.pool, live(run), now)),
    ]).then(mergeFacts),
    Promise.all([
      rolledLeadsPerDay(deps.pool, scope, plan.rolledDays),
      ...plan.liveRuns.map((run) => liveLeadsPerDay(deps.pool, live(run))),
    ]).then((parts) => parts.flat()),
    callClicksByPage(deps.pool, filter, plan.clickDays, plan.clickLiveRuns),
  ]);
  const unit = reportDays(filter.from, filter.to) > REPORT_DAILY_MAX_DAYS ? 'week' : 'day';
  const owners = rowsOf(facts, 'owner').filter((row) => row.key);
  const names = await ownerNames(
    deps.pool,
    owners.map((row) => Number(row.key)),
  );
  return {
    ...summaryOfFacts(facts, names),
    filter,
    ownLeadsOnly: viewer.role !== 'admin',
    targetMinutes: settings.targetMinutes,
    overTime: overTimeBuckets(filter.from, filter.to, unit, perDay),
    callClicks: clicks,
  };
}
