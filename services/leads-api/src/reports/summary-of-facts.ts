import type { TReportCounts } from '@firm/shared/server/reports/report-facts-sql';
import type { TReportRow, TReportSpeed, TReportSummary } from '@firm/shared/staff/reports-summary';
import { countsOf, percentileOf, rowsOf, type TFacts } from './report-facts';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Real (not spam) leads of a table row. */
const leadsOf = (counts: TReportCounts) => counts.total - counts.spam;

function speedOf(facts: TFacts, counts: TReportCounts, dim: string, key = ''): TReportSpeed {
  return {
    contacted: counts.contacted_n,
    medianMinutes: percentileOf(facts, 'clock', 0.5, dim, key),
    p90Minutes: percentileOf(facts, 'clock', 0.9, dim, key),
    officeMedianMinutes: percentileOf(facts, 'office', 0.5, dim, key),
    officeP90Minutes: percentileOf(facts, 'office', 0.9, dim, key),
    withinTargetShare: counts.judged ? counts.on_time / counts.judged : null,
    overdueNow: counts.overdue,
  };
}

/** A breakdown's rows (real leads only), most leads first. */
function breakdown(facts: TFacts, dim: string): (TReportRow & { key2: string })[] {
  return rowsOf(facts, dim)
    .filter((row) => leadsOf(row) > 0)
    .map((row) => ({
      key: row.key,
      key2: row.key2,
      leads: leadsOf(row),
      contacted: row.reached_contacted,
      qualified: row.reached_qualified,
      retained: row.reached_retained,
      medianMinutesToFirstContact: percentileOf(facts, 'clock', 0.5, dim, row.key, row.key2),
    }))
    .sort((a, b) => b.leads - a.leads || byText(a.key, b.key) || byText(a.key2, b.key2));
}

const plain = (rows: (TReportRow & { key2: string })[]): TReportRow[] =>
  rows.map(({ key2: _key2, ...row }) => row);

/** The blocks drawn from the facts (the total, the tables, the funnel and the speed). */
export function summaryOfFacts(
  facts: TFacts,
  names: Map<number, string>,
): Omit<TReportSummary, 'filter' | 'ownLeadsOnly' | 'targetMinutes' | 'overTime' | 'callClicks'> {
  const all = countsOf(facts, 'all');
  const speedRows = (dim: 'owner' | 'hour') => rowsOf(facts, dim).filter((row) => leadsOf(row) > 0);
  return {
    total: all.total,
    bySource: plain(breakdown(facts, 'source')).map(({ key, ...row }) => ({ source: key, ...row })),
    byCampaign: breakdown(facts, 'campaign').map(({ key, key2, ...row }) => ({
      ...row,
      source: key,
      campaign: key2,
    })),
    funnel: {
      new: all.new,
      contacted: all.contacted,
      qualified: all.qualified,
      retained: all.retained,
      notQualified: all.not_qualified,
      spam: all.spam,
    },
    speed: speedOf(facts, all, 'all'),
    byOwner: speedRows('owner')
      .sort((a, b) => leadsOf(b) - leadsOf(a) || byText(a.key, b.key))
      .map((row) => ({
        ...speedOf(facts, row, 'owner', row.key),
        ownerId: row.key ? Number(row.key) : null,
        owner: (row.key && names.get(Number(row.key))) || '',
        leads: leadsOf(row),
      })),
    byHour: speedRows('hour')
      .map((row) => ({
        hour: Number(row.key),
        leads: leadsOf(row),
        contacted: row.contacted_n,
        medianMinutes: percentileOf(facts, 'clock', 0.5, 'hour', row.key),
        withinTargetShare: row.judged ? row.on_time / row.judged : null,
      }))
      .sort((a, b) => a.hour - b.hour),
    byForm: plain(breakdown(facts, 'form')),
    bySeccion: plain(breakdown(facts, 'section')),
    bySituation: plain(breakdown(facts, 'situation')),
    byLanguage: plain(breakdown(facts, 'locale')),
  };
}
