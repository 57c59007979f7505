import type { TReportOverTime } from '@firm/shared/staff/reports-summary';

const DAY = 86_400_000;

/** The first day of the ISO week (Monday) of a day, as Postgres's date_trunc('week') gives it. */
function mondayOf(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;
}

/**
 * Leads over time with every day (or week) of the range, empty ones included, sources as columns
 * (most leads first), spam apart.
 * @param counts - leads per firm day (`start`) and source (null: spam), summed into weeks for `week`
 */
export function overTimeBuckets(
  from: string,
  to: string,
  unit: 'day' | 'week',
  counts: { start: string; source: string | null; leads: number }[],
): TReportOverTime {
  const totals = new Map<string, number>();
  for (const row of counts)
    if (row.source !== null) totals.set(row.source, (totals.get(row.source) ?? 0) + row.leads);
  const sources = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([source]) => source);
  const index = new Map(sources.map((source, i) => [source, i]));
  const rows: TReportOverTime['rows'] = [];
  const byStart = new Map<string, TReportOverTime['rows'][number]>();
  const first = unit === 'week' ? mondayOf(from) : Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let ms = first; ms <= last; ms += unit === 'week' ? 7 * DAY : DAY) {
    const row = {
      start: new Date(ms).toISOString().slice(0, 10),
      counts: sources.map(() => 0),
      spam: 0,
    };
    rows.push(row);
    byStart.set(row.start, row);
  }
  for (const row of counts) {
    const start =
      unit === 'week' ? new Date(mondayOf(row.start)).toISOString().slice(0, 10) : row.start;
    const bucket = byStart.get(start);
    if (!bucket) continue;
    if (row.source === null) bucket.spam += row.leads;
    else {
      const at = index.get(row.source) ?? 0;
      bucket.counts[at] = (bucket.counts[at] ?? 0) + row.leads;
    }
  }
  return { unit, sources, rows };
}
