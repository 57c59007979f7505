/**
 * The reports' facts merged from their parts (rolled periods, live days) and read back: a table
 * row's counts, and the median or 90th percentile of its per-minute wait histogram computed as
 * Postgres's `round(percentile_cont(q))` computes it on the same minutes (same float8 steps).
 */
import {
  REPORT_COUNT_COLUMNS,
  type TReportCounts,
  type TReportCountsRow,
  type TReportWaitRow,
} from '@firm/shared/server/reports/report-facts-sql';

/** The facts of a filter: counts per table row, and minute histograms per kind and table row. */
export type TFacts = {
  counts: Map<string, TReportCountsRow>;
  waits: Map<string, Map<number, number>>;
};

const rowKey = (dim: string, key: string, key2: string) => `${dim}\u0000${key}\u0000${key2}`;

/** Sums parts of facts (the rollup's and the live days'). */
export function mergeFacts(
  parts: { counts: TReportCountsRow[]; waits: TReportWaitRow[] }[],
): TFacts {
  const facts: TFacts = { counts: new Map(), waits: new Map() };
  for (const part of parts) {
    for (const row of part.counts) {
      const id = rowKey(row.dim, row.key, row.key2);
      const sum = facts.counts.get(id);
      if (!sum) facts.counts.set(id, { ...row });
      else for (const column of REPORT_COUNT_COLUMNS) sum[column] += row[column];
    }
    for (const row of part.waits) {
      const id = `${row.kind}\u0000${rowKey(row.dim, row.key, row.key2)}`;
      const histogram = facts.waits.get(id) ?? new Map<number, number>();
      histogram.set(row.minute, (histogram.get(row.minute) ?? 0) + row.n);
      facts.waits.set(id, histogram);
    }
  }
  return facts;
}

const ZERO: TReportCounts = Object.fromEntries(
  REPORT_COUNT_COLUMNS.map((column) => [column, 0]),
) as TReportCounts;

/** One table row's counts (zeros when no lead is in it). */
export function countsOf(facts: TFacts, dim: string, key = '', key2 = ''): TReportCounts {
  return facts.counts.get(rowKey(dim, key, key2)) ?? ZERO;
}

/** The table rows of one dim. */
export function rowsOf(facts: TFacts, dim: string): TReportCountsRow[] {
  return [...facts.counts.values()].filter((row) => row.dim === dim);
}

/** Postgres's round() of a float8: to the nearest integer, ties to even (rint). */
function rint(value: number): number {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The value at 0-based `rank` of a histogram sorted by minute. */
function valueAt(sorted: [number, number][], rank: number): number {
  let seen = 0;
  for (const [minute, n] of sorted) {
    seen += n;
    if (rank < seen) return minute;
  }
  return sorted.at(-1)![0];
}

/**
 * `round(percentile_cont(q) WITHIN GROUP (ORDER BY minute))::int` of one table row's waits, null
 * when it has none (as Postgres's `percentile_cont_float8_lerp`).
 */
export function percentileOf(
  facts: TFacts,
  kind: 'clock' | 'office',
  q: number,
  dim: string,
  key = '',
  key2 = '',
): number | null {
  const histogram = facts.waits.get(`${kind}\u0000${rowKey(dim, key, key2)}`);
  if (!histogram?.size) return null;
  const sorted = [...histogram.entries()].sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((sum, [, n]) => sum + n, 0);
  const position = q * (count - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  const low = valueAt(sorted, first);
  const high = second === first ? low : valueAt(sorted, second);
  return rint(low + (position - first) * (high - low));
}
