/**
 * The reports' SQL (issue 32): a handful of aggregates over the filtered leads (report-filter-sql.ts),
 * each one scan of the covering index of migration 219, grouping sets where several tables share a scan.
 */
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import { DIRECT_SOURCE, type TReportFilter } from '@firm/shared/staff/reports-filter';
import { reportFilterSql } from './report-filter-sql';

/**
 * Runs one report statement with room to sort in memory: the medians sort up to a million waits,
 * which the default work_mem would spill to disk (measured: a year's median went from 1.0 s to a
 * fraction of it; `npm run bench:reports`).
 */
async function reportQuery<R extends object>(
  pool: Pool,
  sql: string,
  values: unknown[],
): Promise<R[]> {
  return withTransaction(pool, async (client) => {
    await client.query(`SET LOCAL work_mem = '64MB'`);
    const { rows } = await client.query<R>(sql, values);
    return rows;
  });
}

/** Speed aggregates over `f` (with its office waits), at `now`. */
function speedColumns(now: string): string {
  return `count(*) FILTER (WHERE NOT spam AND first_contacted_at IS NOT NULL)::int AS contacted_n,
    round(percentile_cont(0.5) WITHIN GROUP (ORDER BY wait) FILTER (WHERE NOT spam))::int AS median,
    round(percentile_cont(0.9) WITHIN GROUP (ORDER BY wait) FILTER (WHERE NOT spam))::int AS p90,
    round(percentile_cont(0.5) WITHIN GROUP (ORDER BY office_minutes) FILTER (WHERE NOT spam))::int
      AS office_median,
    round(percentile_cont(0.9) WITHIN GROUP (ORDER BY office_minutes) FILTER (WHERE NOT spam))::int
      AS office_p90,
    count(*) FILTER (WHERE first_contact_due_at IS NOT NULL AND first_contacted_at <= first_contact_due_at)::int
      AS on_time,
    count(*) FILTER (WHERE first_contact_due_at IS NOT NULL
                       AND (first_contacted_at IS NOT NULL OR first_contact_due_at <= ${now}))::int AS judged,
    count(*) FILTER (WHERE first_contact_due_at <= ${now} AND first_contacted_at IS NULL)::int AS overdue`;
}

/** Aggregated speed columns as the database returns them. */
export type TSpeedRow = {
  contacted_n: number;
  median: number | null;
  p90: number | null;
  office_median: number | null;
  office_p90: number | null;
  on_time: number;
  judged: number;
  overdue: number;
};

/** The total, the funnel's counts and the overall speed. */
export type TFunnelRow = TSpeedRow &
  Record<
    'total' | 'new' | 'contacted' | 'qualified' | 'retained' | 'not_qualified' | 'spam',
    number
  >;

/** Speed of one owner or one hour of arrival. */
export type TSpeedGroupRow = TSpeedRow & {
  owner_id: number | null;
  owner: string | null;
  hour: number | null;
  by: 'owner' | 'hour';
  leads: number;
};

/** The total, the funnel and the overall speed. */
export async function funnelAndSpeed(
  pool: Pool,
  filter: TReportFilter,
  now: Date,
): Promise<TFunnelRow> {
  const sql = reportFilterSql(filter, { officeWait: true });
  const rows = await reportQuery<TFunnelRow>(
    pool,
    `${sql.cte}
     SELECT count(*)::int AS total,
            count(*) FILTER (WHERE shown = 'New Lead')::int AS new,
            count(*) FILTER (WHERE shown = 'Contacted')::int AS contacted,
            count(*) FILTER (WHERE shown = 'Qualified')::int AS qualified,
            count(*) FILTER (WHERE shown = 'Retained')::int AS retained,
            count(*) FILTER (WHERE shown = 'Not qualified')::int AS not_qualified,
            count(*) FILTER (WHERE spam)::int AS spam,
            ${speedColumns(sql.param(now))}
       FROM f`,
    sql.values,
  );
  return rows[0]!;
}

/** One breakdown row: which table (`dim`), its key, and its figures. */
export type TBreakdownRow = {
  dim: 'source' | 'form' | 'section' | 'situation' | 'locale' | 'campaign';
  key: string;
  source: string | null;
  leads: number;
  contacted: number;
  qualified: number;
  retained: number;
  median: number | null;
};

const BREAKDOWN_COLUMNS = `count(*)::int AS leads,
  count(*) FILTER (WHERE reached_contacted)::int AS contacted,
  count(*) FILTER (WHERE reached_qualified)::int AS qualified,
  count(*) FILTER (WHERE reached_retained)::int AS retained,
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY wait))::int AS median`;

/** The real leads by source, form, seccion, situation and language: one scan, grouping sets. */
export async function breakdowns(pool: Pool, filter: TReportFilter): Promise<TBreakdownRow[]> {
  const sql = reportFilterSql(filter);
  const rows = await reportQuery<TBreakdownRow>(
    pool,
    `${sql.cte}
     SELECT CASE WHEN GROUPING(source) = 0 THEN 'source' WHEN GROUPING(form_variant) = 0 THEN 'form'
                 WHEN GROUPING(section) = 0 THEN 'section' WHEN GROUPING(situation) = 0 THEN 'situation'
                 ELSE 'locale' END AS dim,
            coalesce(source, form_variant, section, situation, locale) AS key, NULL AS source,
            ${BREAKDOWN_COLUMNS}
       FROM f WHERE NOT spam
      GROUP BY GROUPING SETS ((source), (form_variant), (section), (situation), (locale))
      ORDER BY leads DESC, key`,
    sql.values,
  );
  return rows;
}

/** The real leads by source and campaign (the campaign is read from each lead's row). */
export async function byCampaign(pool: Pool, filter: TReportFilter): Promise<TBreakdownRow[]> {
  const sql = reportFilterSql(filter, { campaign: true });
  const rows = await reportQuery<TBreakdownRow>(
    pool,
    `${sql.cte}
     SELECT 'campaign' AS dim, campaign AS key, source, ${BREAKDOWN_COLUMNS}
       FROM f WHERE NOT spam GROUP BY source, campaign ORDER BY leads DESC, source, campaign`,
    sql.values,
  );
  return rows;
}

/** Speed by owner (with the owner's name) and by hour of arrival: one scan, grouping sets. */
export async function speedGroups(
  pool: Pool,
  filter: TReportFilter,
  now: Date,
): Promise<TSpeedGroupRow[]> {
  const sql = reportFilterSql(filter, { officeWait: true });
  const rows = await reportQuery<TSpeedGroupRow>(
    pool,
    `${sql.cte}, g AS (
       SELECT CASE WHEN GROUPING(owner_id) = 0 THEN 'owner' ELSE 'hour' END AS by, owner_id, hour,
              count(*) FILTER (WHERE NOT spam)::int AS leads, ${speedColumns(sql.param(now))}
         FROM f
        GROUP BY GROUPING SETS ((owner_id), (hour)))
     SELECT g.*, s.name AS owner FROM g LEFT JOIN staff_accounts s ON s.id = g.owner_id
      WHERE g.leads > 0 ORDER BY g.by, g.leads DESC, g.hour`,
    sql.values,
  );
  return rows;
}

/** Real leads per day or week (`unit`) and source, and spam per day or week (source null). */
export async function leadsOverTime(
  pool: Pool,
  filter: TReportFilter,
  unit: 'day' | 'week',
): Promise<{ start: string; source: string | null; leads: number }[]> {
  const sql = reportFilterSql(filter);
  const rows = await reportQuery<{ start: string; source: string | null; leads: number }>(
    pool,
    `${sql.cte}
     SELECT to_char(date_trunc('${unit === 'week' ? 'week' : 'day'}', received_at AT TIME ZONE $1), 'YYYY-MM-DD')
              AS start,
            CASE WHEN spam THEN NULL ELSE source END AS source, count(*)::int AS leads
       FROM f GROUP BY 1, 2 ORDER BY 1`,
    sql.values,
  );
  return rows;
}

/** Phone-link clicks per page path in the range (language and source filters apply). */
export async function callClicksByPage(
  pool: Pool,
  filter: TReportFilter,
): Promise<{ page: string; clicks: number }[]> {
  const values: unknown[] = [filter.from, filter.to, FIRM_TIME_ZONE];
  const where = [
    `occurred_at >= ($1::date)::timestamp AT TIME ZONE $3`,
    `occurred_at < ($2::date + 1)::timestamp AT TIME ZONE $3`,
  ];
  if (filter.language) where.push(`locale = $${values.push(filter.language)}`);
  if (filter.source)
    where.push(
      `coalesce(source, '') = $${values.push(filter.source === DIRECT_SOURCE ? '' : filter.source)}`,
    );
  const rows = await reportQuery<{ page: string; clicks: number }>(
    pool,
    `SELECT coalesce(nullif(split_part(regexp_replace(page_url, '^[a-z]+://[^/]+', ''), '?', 1), ''), '/')
              AS page, count(*)::int AS clicks
       FROM call_events WHERE ${where.join(' AND ')}
      GROUP BY 1 ORDER BY clicks DESC, page LIMIT 200`,
    values,
  );
  return rows;
}
