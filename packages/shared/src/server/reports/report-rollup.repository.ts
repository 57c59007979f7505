/**
 * The rollup's SQL (migration 224): which days and months want rolling, and rolling them. The
 * worker's report-rollup sweeper calls it, one run of days or one month per transaction.
 */
import type { TQueryable } from '../db';
import { FIRM_TIME_ZONE } from '../../staff/firm-time';
import { REPORT_COUNT_COLUMNS, reportFactsSql } from './report-facts-sql';

/** A phone click's page: the path of its URL, without the query string ('/' when empty). */
export const CLICK_PAGE = `coalesce(nullif(split_part(regexp_replace(page_url, '^[a-z]+://[^/]+', ''), '?', 1), ''), '/')`;

/** The instant a firm day ($n, a date) begins. */
const dayStart = (day: string) => `(${day}::date)::timestamp AT TIME ZONE '${FIRM_TIME_ZONE}'`;

/**
 * The days before `today` (the firm's) that want rolling, oldest first: never rolled since the month
 * of the first lead or click (so that month is built too), or marked changed since.
 */
export async function daysToRoll(db: TQueryable, today: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ day: string }>(
    `WITH first AS (
       SELECT date_trunc('month', least((SELECT min(received_at) FROM leads),
                                        (SELECT min(occurred_at) FROM call_events))
                                    AT TIME ZONE '${FIRM_TIME_ZONE}')::date AS day)
     SELECT to_char(day, 'YYYY-MM-DD') AS day FROM (
       SELECT g::date AS day FROM first, generate_series(first.day, $1::date - 1, interval '1 day') AS g
        WHERE NOT EXISTS (SELECT 1 FROM lead_report_days r WHERE r.day = g::date)
       UNION
       SELECT DISTINCT (at AT TIME ZONE '${FIRM_TIME_ZONE}')::date FROM lead_report_stale
        WHERE at < ${dayStart('$1')}) AS due
      ORDER BY day LIMIT $2`,
    [today, limit],
  );
  return rows.map((row) => row.day);
}

/**
 * Rolls the days `from`..`to` (both included) again: takes their change marks, replaces their rows
 * and drops the months they are in (rebuilt by {@link rollMonth}). Run in one transaction: a mark
 * written meanwhile by a transaction this one cannot see stays, and the day is rolled again.
 */
export async function rollDays(db: TQueryable, from: string, to: string): Promise<void> {
  const range = [from, to];
  await db.query(
    `DELETE FROM lead_report_stale WHERE at >= ${dayStart('$1')} AND at < ${dayStart('$2')} + interval '1 day'`,
    range,
  );
  for (const table of ['lead_report_counts', 'lead_report_waits'])
    await db.query(
      `DELETE FROM ${table}
        WHERE (span = 'day' AND period BETWEEN $1 AND $2)
           OR (span = 'month' AND period BETWEEN date_trunc('month', $1::date)::date AND $2)`,
      range,
    );
  await db.query(
    `DELETE FROM lead_report_months WHERE month BETWEEN date_trunc('month', $1::date)::date AND $2`,
    range,
  );
  await db.query(`DELETE FROM lead_report_clicks WHERE day BETWEEN $1 AND $2`, range);
  const facts = reportFactsSql({ from, to }, 'infinity', true);
  await db.query(
    `INSERT INTO lead_report_counts SELECT 'day', * FROM (${facts.counts.sql}) AS c`,
    facts.counts.values,
  );
  await db.query(
    `INSERT INTO lead_report_waits (span, period, scope, scope_key, kind, dim, key, key2, minute, n)
     SELECT 'day', * FROM (${facts.waits.sql}) AS w`,
    facts.waits.values,
  );
  await db.query(
    `INSERT INTO lead_report_clicks (day, page, locale, source, clicks)
     SELECT (occurred_at AT TIME ZONE '${FIRM_TIME_ZONE}')::date, ${CLICK_PAGE}, locale,
            coalesce(source, ''), count(*)::int
       FROM call_events WHERE occurred_at >= ${dayStart('$1')} AND occurred_at < ${dayStart('$2')} + interval '1 day'
      GROUP BY 1, 2, 3, 4`,
    range,
  );
  await db.query(
    `INSERT INTO lead_report_days (day, open_due_until)
     SELECT g::date, open.until
       FROM generate_series($1::date, $2::date, interval '1 day') AS g
       LEFT JOIN (SELECT (received_at AT TIME ZONE '${FIRM_TIME_ZONE}')::date AS day,
                         max(first_contact_due_at) AS until
                    FROM leads
                   WHERE received_at >= ${dayStart('$1')} AND received_at < ${dayStart('$2')} + interval '1 day'
                     AND first_contact_due_at IS NOT NULL AND first_contacted_at IS NULL
                   GROUP BY 1) AS open ON open.day = g::date
     ON CONFLICT (day) DO UPDATE SET open_due_until = EXCLUDED.open_due_until, rolled_at = now()`,
    range,
  );
}

/** Months before `today`'s whose every day is rolled and unchanged since, and that are not built. */
export async function monthsToRoll(db: TQueryable, today: string): Promise<string[]> {
  const { rows } = await db.query<{ month: string }>(
    `SELECT to_char(m, 'YYYY-MM-DD') AS month
       FROM (SELECT date_trunc('month', min(day))::date AS first FROM lead_report_days) AS b,
            generate_series(b.first, date_trunc('month', $1::date)::date - 1, interval '1 month') AS m
      WHERE NOT EXISTS (SELECT 1 FROM lead_report_months WHERE month = m::date)
        AND (SELECT count(*) FROM lead_report_days WHERE day >= m::date AND day < m::date + interval '1 month')
              = extract(day FROM m + interval '1 month' - interval '1 day')
        AND NOT EXISTS (SELECT 1 FROM lead_report_stale WHERE at >= ${dayStart('m::date')}
                          AND at < ${dayStart("(m + interval '1 month')::date")})
      ORDER BY m`,
    [today],
  );
  return rows.map((row) => row.month);
}

/** Builds (again) a month's rows from its days' (`month` is its first day). */
export async function rollMonth(db: TQueryable, month: string): Promise<void> {
  const days = `span = 'day' AND period >= $1::date AND period < $1::date + interval '1 month'`;
  for (const table of ['lead_report_counts', 'lead_report_waits'])
    await db.query(`DELETE FROM ${table} WHERE span = 'month' AND period = $1`, [month]);
  await db.query(`DELETE FROM lead_report_months WHERE month = $1`, [month]);
  await db.query(
    `INSERT INTO lead_report_counts
     SELECT 'month', $1::date, scope, scope_key, dim, key, key2,
            ${REPORT_COUNT_COLUMNS.map((column) => `sum(${column})::int`).join(', ')}
       FROM lead_report_counts WHERE ${days} GROUP BY scope, scope_key, dim, key, key2`,
    [month],
  );
  await db.query(
    `INSERT INTO lead_report_waits (span, period, scope, scope_key, kind, dim, key, key2, minute, n)
     SELECT 'month', $1::date, scope, scope_key, kind, dim, key, key2, minute, sum(n)::int
       FROM lead_report_waits WHERE ${days} GROUP BY scope, scope_key, kind, dim, key, key2, minute`,
    [month],
  );
  await db.query(
    `INSERT INTO lead_report_months (month, open_due_until)
     SELECT $1::date, max(open_due_until) FROM lead_report_days
      WHERE day >= $1::date AND day < $1::date + interval '1 month'`,
    [month],
  );
}
