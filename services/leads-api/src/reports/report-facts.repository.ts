/**
 * Where the reports' facts come from (migration 224): the rollup for the rolled days and months of a
 * range, the live leads (the same SQL, report-facts-sql.ts) for the rest.
 */
import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  REPORT_COUNT_COLUMNS,
  reportFactsSql,
  type TReportCountsRow,
  type TReportWaitRow,
} from '@firm/shared/server/reports/report-facts-sql';
import { reportFilterSql } from '@firm/shared/server/reports/report-filter-sql';
import { CLICK_PAGE } from '@firm/shared/server/reports/report-rollup.repository';
import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import { DIRECT_SOURCE, type TReportFilter } from '@firm/shared/staff/reports-filter';

/**
 * Runs report statements side by side, each with room to sort and hash in memory (the default
 * work_mem spills a year's aggregates to disk) and without JIT compilation (its compile time is
 * most of a rolled year's answer; `npm run bench:reports`).
 */
async function reportQueries<R extends object>(
  pool: Pool,
  statements: { sql: string; values: unknown[] }[],
): Promise<R[][]> {
  return Promise.all(
    statements.map(({ sql, values }) =>
      withTransaction(pool, async (client) => {
        await client.query(`SET LOCAL work_mem = '64MB'; SET LOCAL jit = off`);
        return (await client.query<R>(sql, values)).rows;
      }),
    ),
  );
}

/** The periods of a range the rollup answers at `now`: whole years and months, and every rolled day. */
export type TCoverage = { years: string[]; months: string[]; days: string[] };

const dayStart = (day: string) => `(${day})::timestamp AT TIME ZONE '${FIRM_TIME_ZONE}'`;

/** Whether no change is marked in a period from `start` for `unit`, and its open clocks fell due. */
const unchanged = (start: string, unit: string) => `(open_due_until IS NULL OR open_due_until <= $3)
  AND NOT EXISTS (SELECT 1 FROM lead_report_stale WHERE at >= ${dayStart(start)}
                    AND at < ${dayStart(`${start} + ${unit}`)})`;

/**
 * The rolled years and months inside `from`..`to` and the rolled days in it that no change touched
 * since and whose open clocks have all fallen due by `now`.
 */
export async function rolledCoverage(
  pool: Pool,
  from: string,
  to: string,
  now: Date,
): Promise<TCoverage> {
  const { rows } = await pool.query<{ span: 'day' | 'month' | 'year'; period: string }>(
    `SELECT span, to_char(start, 'YYYY-MM-DD') AS period FROM lead_report_periods
      WHERE start >= $1::date
        AND start + CASE span WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END <= $2::date + 1
        AND ${unchanged('start', "CASE span WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END")}
     UNION ALL
     SELECT 'day', to_char(day, 'YYYY-MM-DD') FROM lead_report_days
      WHERE day BETWEEN $1 AND $2 AND ${unchanged('day', "interval '1 day'")}`,
    [from, to, now],
  );
  const of = (span: string) => rows.filter((row) => row.span === span).map((row) => row.period);
  return { years: of('year'), months: of('month'), days: of('day') };
}

/** A scope of the rollup: every lead ('all', key ''), one owner's or one source's. */
export type TRollupScope = { scope: 'all' | 'owner' | 'source'; key: string };

/** Counts and wait histograms of rolled periods (none inside another). */
export async function rolledFacts(
  pool: Pool,
  scope: TRollupScope,
  periods: TCoverage,
): Promise<{ counts: TReportCountsRow[]; waits: TReportWaitRow[] }> {
  const { years, months, days } = periods;
  if (!years.length && !months.length && !days.length) return { counts: [], waits: [] };
  const where = `scope = $1 AND scope_key = $2
    AND ((span = 'year' AND period = ANY ($3::date[])) OR (span = 'month' AND period = ANY ($4::date[]))
         OR (span = 'day' AND period = ANY ($5::date[])))`;
  const values = [scope.scope, scope.key, years, months, days];
  const [counts, waits] = await reportQueries<never>(pool, [
    {
      sql: `SELECT dim, key, key2, ${REPORT_COUNT_COLUMNS.map((column) => `sum(${column})::int AS ${column}`).join(', ')}
              FROM lead_report_counts WHERE ${where} GROUP BY dim, key, key2`,
      values,
    },
    {
      sql: `SELECT kind, dim, key, key2, minute, sum(n)::int AS n
              FROM lead_report_waits WHERE ${where} GROUP BY kind, dim, key, key2, minute`,
      values,
    },
  ]);
  return { counts: counts as TReportCountsRow[], waits: waits as TReportWaitRow[] };
}

/** Counts and wait histograms of the live leads under `filter` at `now`. */
export async function liveFacts(
  pool: Pool,
  filter: TReportFilter,
  now: Date,
): Promise<{ counts: TReportCountsRow[]; waits: TReportWaitRow[] }> {
  const facts = reportFactsSql(filter, now);
  const [counts, waits] = await reportQueries<never>(pool, [facts.counts, facts.waits]);
  return { counts: counts as TReportCountsRow[], waits: waits as TReportWaitRow[] };
}

/** Leads per firm day and source (spam: source null). */
export type TDayCount = { start: string; source: string | null; leads: number };

/** Real leads and spam per rolled day of a scope. */
export async function rolledLeadsPerDay(
  pool: Pool,
  scope: TRollupScope,
  days: string[],
): Promise<TDayCount[]> {
  if (!days.length) return [];
  const { rows } = await pool.query<TDayCount>(
    `SELECT to_char(period, 'YYYY-MM-DD') AS start, CASE WHEN dim = 'all' THEN NULL ELSE key END AS source,
            CASE WHEN dim = 'all' THEN spam ELSE total - spam END AS leads
       FROM lead_report_counts
      WHERE scope = $1 AND scope_key = $2 AND span = 'day' AND period = ANY ($3::date[])
        AND dim IN ('all', 'source')`,
    [scope.scope, scope.key, days],
  );
  return rows.filter((row) => row.leads > 0);
}

/** Real leads per firm day and source, and spam per day (source null), live. */
export async function liveLeadsPerDay(pool: Pool, filter: TReportFilter): Promise<TDayCount[]> {
  const sql = reportFilterSql(filter);
  const { rows } = await pool.query<TDayCount>(
    `${sql.cte}
     SELECT to_char(day, 'YYYY-MM-DD') AS start, CASE WHEN spam THEN NULL ELSE source END AS source,
            count(*)::int AS leads
       FROM f GROUP BY 1, 2`,
    sql.values,
  );
  return rows;
}

/** The click filters: language and source. */
function clickWhere(filter: TReportFilter, values: unknown[]): string[] {
  const where: string[] = [];
  if (filter.language) where.push(`locale = $${values.push(filter.language)}`);
  if (filter.source)
    where.push(
      `coalesce(source, '') = $${values.push(filter.source === DIRECT_SOURCE ? '' : filter.source)}`,
    );
  return where;
}

/** Phone-link clicks per page on the rolled `days`, then on the live days `from`..`to` runs. */
export async function callClicksByPage(
  pool: Pool,
  filter: TReportFilter,
  rolledDays: string[],
  liveRuns: [string, string][],
): Promise<{ page: string; clicks: number }[]> {
  const rolledValues: unknown[] = [rolledDays];
  const rolled = ['day = ANY ($1::date[])', ...clickWhere(filter, rolledValues)];
  const parts = [`SELECT page, clicks FROM lead_report_clicks WHERE ${rolled.join(' AND ')}`];
  const values = rolledValues;
  for (const [from, to] of liveRuns) {
    const where = [
      `occurred_at >= ${dayStart(`$${values.push(from)}::date`)}`,
      `occurred_at < ${dayStart(`$${values.push(to)}::date + 1`)}`,
    ];
    parts.push(
      `SELECT ${CLICK_PAGE} AS page, 1 AS clicks FROM call_events
        WHERE ${[...where, ...clickWhere(filter, values)].join(' AND ')}`,
    );
  }
  const { rows } = await pool.query<{ page: string; clicks: number }>(
    `SELECT page, sum(clicks)::int AS clicks FROM (${parts.join(' UNION ALL ')}) AS c
      GROUP BY page ORDER BY clicks DESC, page LIMIT 200`,
    values,
  );
  return rows;
}

/** The names of staff members by id. */
export async function ownerNames(pool: Pool, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { rows } = await pool.query<{ id: number; name: string }>(
    `SELECT id::int, name FROM staff_accounts WHERE id = ANY ($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
