/**
 * The reports (issue 32): who may see what, and the summary assembled from the repository's
 * aggregates. Admins see every lead (and may pick an owner); an intake member sees only the leads
 * they own, whatever owner the query names.
 */
import type { Pool } from '@firm/shared/server/db';
import type { TSettingsCache } from '@firm/shared/server/first-contact-settings';
import type { TStaffRole } from '@firm/shared/staff/staff-policy';
import {
  REPORT_DAILY_MAX_DAYS,
  reportDays,
  type TReportFilter,
} from '@firm/shared/staff/reports-filter';
import type {
  TReportOverTime,
  TReportRow,
  TReportSpeed,
  TReportSummary,
} from '@firm/shared/staff/reports-summary';
import type { TClock } from '../staff/clock';
import { fillOfficeWaits } from './office-waits';
import {
  breakdowns,
  byCampaign,
  callClicksByPage,
  funnelAndSpeed,
  leadsOverTime,
  speedGroups,
  type TBreakdownRow,
  type TSpeedRow,
} from './reports.repository';
import { overTimeBuckets } from './over-time';

/** What the reports read: the database, the time and the clock's settings. */
export type TReportsDeps = { pool: Pool; clock: TClock; clockSettings: TSettingsCache };

/** The member asking. */
export type TReportViewer = { id: number; role: TStaffRole };

function speedOf(row: TSpeedRow): TReportSpeed {
  return {
    contacted: row.contacted_n,
    medianMinutes: row.median,
    p90Minutes: row.p90,
    officeMedianMinutes: row.office_median,
    officeP90Minutes: row.office_p90,
    withinTargetShare: row.judged ? row.on_time / row.judged : null,
    overdueNow: row.overdue,
  };
}

function rowOf(row: TBreakdownRow): TReportRow {
  return {
    key: row.key,
    leads: row.leads,
    contacted: row.contacted,
    qualified: row.qualified,
    retained: row.retained,
    medianMinutesToFirstContact: row.median,
  };
}

/** The filter as applied for `viewer`: an intake member's own leads only. */
export function scopedFilter(filter: TReportFilter, viewer: TReportViewer): TReportFilter {
  return viewer.role === 'admin' ? filter : { ...filter, owner: viewer.id };
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
  const unit = reportDays(filter.from, filter.to) > REPORT_DAILY_MAX_DAYS ? 'week' : 'day';
  const [main, groups, campaigns, speeds, overTime, clicks] = await Promise.all([
    funnelAndSpeed(deps.pool, filter, now),
    breakdowns(deps.pool, filter),
    byCampaign(deps.pool, filter),
    speedGroups(deps.pool, filter, now),
    leadsOverTime(deps.pool, filter, unit),
    callClicksByPage(deps.pool, filter),
  ]);
  const of = (dim: TBreakdownRow['dim']) => groups.filter((row) => row.dim === dim).map(rowOf);
  const series: TReportOverTime = overTimeBuckets(filter.from, filter.to, unit, overTime);
  return {
    filter,
    ownLeadsOnly: viewer.role !== 'admin',
    targetMinutes: settings.targetMinutes,
    total: main.total,
    overTime: series,
    bySource: of('source').map(({ key, ...row }) => ({ source: key, ...row })),
    byCampaign: campaigns.map((row) => {
      const { key, ...rest } = rowOf(row);
      return { ...rest, source: row.source ?? '', campaign: key };
    }),
    funnel: {
      new: main.new,
      contacted: main.contacted,
      qualified: main.qualified,
      retained: main.retained,
      notQualified: main.not_qualified,
      spam: main.spam,
    },
    speed: speedOf(main),
    byOwner: speeds
      .filter((row) => row.by === 'owner')
      .map((row) => ({
        ...speedOf(row),
        ownerId: row.owner_id,
        owner: row.owner ?? '',
        leads: row.leads,
      })),
    byHour: speeds
      .filter((row) => row.by === 'hour')
      .sort((a, b) => (a.hour ?? 0) - (b.hour ?? 0))
      .map((row) => ({
        hour: row.hour ?? 0,
        leads: row.leads,
        contacted: row.contacted_n,
        medianMinutes: row.median,
        withinTargetShare: row.judged ? row.on_time / row.judged : null,
      })),
    byForm: of('form'),
    bySeccion: of('section'),
    bySituation: of('situation'),
    byLanguage: of('locale'),
    callClicks: clicks,
  };
}
