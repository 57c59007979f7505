/**
 * The rollup's SQL (migration 224): which days, months and years want rolling, and rolling them. The
 * worker's report-rollup sweeper calls it, one run of days or one month or year per transaction.
 */
import type { TQueryable } from '../db';
import { FIRM_TIME_ZONE } from '../../staff/firm-time';
import { REPORT_COUNT_COLUMNS, reportFactsSql } from './report-facts-sql';

/** A phone click's page: the path of its URL, without the query string ('/' when empty). */
export const CLICK_PAGE = `coalesce(nullif(split_part(regexp_replace(page_url, '^[a-z]+://[^/]+', ''), '?', 1), ''), '/')`;

/** The instant a firm day ($n, a date) begins. */
const dayStart = (day: string) => `(${day}::date)::timestamp AT TIME ZONE '${FIRM_TIME_ZONE}'`;

/**
 * The days before `today` ($1, the firm's) never rolled, as rows `day`: from the month of the first
 * lead or click on (so that month is built too).
 */
const NEVER_ROLLED = `WITH first AS (
    SELECT date_trunc('month', least((SELECT min(received_at) FROM leads),
                                     (SELECT min(occurred_at) FROM call_events))
                                 AT TIME ZONE '${FIRM_TIME_ZONE}')::date AS day)
  SELECT g::date AS day FROM first, generate_series(first.day, $1::date - 1, interval '1 day') AS g
   WHERE NOT EXISTS (SELECT 1 FROM lead_report_days r WHERE r.day = g::date)`;

/**
 * Marks rolled, in one statement, the never-rolled days before `today` that have no facts: no lead
 * received and no phone click (a lead's status, owner, clock and office wait all count on the day
 * it was received). Such a day has no rows, so rolling it would only add its `lead_report_days` row.
 * A lead or click stored on it later marks it changed (migration 224's triggers) and it is rolled
 * then; one stored by a transaction this one cannot see leaves its mark too.
 * @returns how many days were marked
 */
export async function markEmptyDaysRolled(db: TQueryable, today: string): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO lead_report_days (day)
     SELECT day FROM (${NEVER_ROLLED}) AS never
      WHERE NOT EXISTS (SELECT 1 FROM leads WHERE received_at >= ${dayStart('day')}
                          AND received_at < ${dayStart('(day + 1)')})
        AND NOT EXISTS (SELECT 1 FROM call_events WHERE occurred_at >= ${dayStart('day')}
                          AND occurred_at < ${dayStart('(day + 1)')})
     ON CONFLICT (day) DO NOTHING`,
    [today],
  );
  return rowCount ?? 0;
}

/**
 * The days before `today` (the firm's) that want rolling, oldest first: never rolled (see
 * {@link markEmptyDaysRolled} for those without facts), or marked changed since.
 */
export async function daysToRoll(db: TQueryable, today: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM (
       ${NEVER_ROLLED}
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
 * and drops the months and years they are in (rebuilt by {@link rollPeriod}). Run in one transaction: a mark
 * written meanwhile by a transaction this one cannot see stays, and the day is rolled again.
 */
export async function rollDays(db: TQueryable, from: string, to: string): Promise<void> {
  const range = [from, to];
  await db.query(
    `DELETE FROM lead_report_stale WHERE at >= ${dayStart('$1')} AND at < ${dayStart('$2')} + interval '1 day'`,
    range,
  );
  // the months and years the days are in, by their first day
  const around = (
    column: string,
  ) => `(span = 'month' AND ${column} BETWEEN date_trunc('month', $1::date)::date AND $2)
    OR (span = 'year' AND ${column} BETWEEN date_trunc('year', $1::date)::date AND $2)`;
  for (const table of ['lead_report_counts', 'lead_report_waits'])
    await db.query(
      `DELETE FROM ${table}
        WHERE (span = 'day' AND period BETWEEN $1 AND $2) OR ${around('period')}`,
      range,
    );
  await db.query(`DELETE FROM lead_report_periods WHERE ${around('start')}`, range);
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

/** A month built from its days, or a year from its months. */
export type TRollupSpan = 'month' | 'year';

const UNIT = { month: "interval '1 month'", year: "interval '1 year'" };

/** Whether every part of the period `p` (a date) is rolled: its days, or its twelve months. */
const PARTS_ROLLED = {
  month: `(SELECT count(*) FROM lead_report_days WHERE day >= p AND day < p + ${UNIT.month})
            = extract(day FROM p + ${UNIT.month} - interval '1 day')`,
  year: `(SELECT count(*) FROM lead_report_periods
           WHERE span = 'month' AND start >= p AND start < p + ${UNIT.year}) = 12`,
};

/** Periods (`p`) before `today`'s ($1) whose parts are all rolled and unchanged since, and not built yet. */
// The periods not built are taken first (MATERIALIZED): left to itself the planner counts the days
// of every month since the first (1,500 months for a lead of 1900) before dropping the built ones.
const PERIODS_DUE = (span: TRollupSpan) => `WITH unbuilt AS MATERIALIZED (
    SELECT g::date AS p
      FROM (SELECT date_trunc('${span}', min(day))::date AS first FROM lead_report_days) AS b,
           generate_series(b.first, date_trunc('${span}', $1::date)::date - 1, ${UNIT[span]}) AS g
     WHERE NOT EXISTS (SELECT 1 FROM lead_report_periods WHERE span = '${span}' AND start = g::date))
  SELECT p FROM unbuilt
   WHERE ${PARTS_ROLLED[span]}
     AND NOT EXISTS (SELECT 1 FROM lead_report_stale WHERE at >= ${dayStart('p')}
                       AND at < ${dayStart(`(p + ${UNIT[span]})::date`)})`;

/** The rows of a period's parts (`start`: its first day, a date): its days', or its months'. */
const PARTS = (span: TRollupSpan, start: string) =>
  `span = '${span === 'month' ? 'day' : 'month'}' AND period >= ${start} AND period < ${start} + ${UNIT[span]}`;

/** Periods before `today`'s whose parts are all rolled and unchanged since, and not built yet. */
export async function periodsToRoll(
  db: TQueryable,
  span: TRollupSpan,
  today: string,
): Promise<string[]> {
  const { rows } = await db.query<{ start: string }>(
    `SELECT to_char(p, 'YYYY-MM-DD') AS start FROM (${PERIODS_DUE(span)}) AS due ORDER BY p`,
    [today],
  );
  return rows.map((row) => row.start);
}

/**
 * Builds, in one statement, the periods {@link periodsToRoll} would return whose parts have no rows
 * (no lead in them): {@link rollPeriod} would insert no rows either, only the period's, and no
 * clock of theirs is open.
 * @returns how many were built
 */
export async function buildEmptyPeriods(
  db: TQueryable,
  span: TRollupSpan,
  today: string,
): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO lead_report_periods (span, start, open_due_until)
     SELECT '${span}', p, NULL FROM (${PERIODS_DUE(span)}) AS due
      WHERE NOT EXISTS (SELECT 1 FROM lead_report_counts WHERE ${PARTS(span, 'p')})
        AND NOT EXISTS (SELECT 1 FROM lead_report_waits WHERE ${PARTS(span, 'p')})`,
    [today],
  );
  return rowCount ?? 0;
}

/** Builds (again) a month's rows from its days', or a year's from its months' (`start`: its first day). */
export async function rollPeriod(db: TQueryable, span: TRollupSpan, start: string): Promise<void> {
  const parts = PARTS(span, '$1::date');
  for (const table of ['lead_report_counts', 'lead_report_waits'])
    await db.query(`DELETE FROM ${table} WHERE span = '${span}' AND period = $1`, [start]);
  await db.query(`DELETE FROM lead_report_periods WHERE span = '${span}' AND start = $1`, [start]);
  await db.query(
    `INSERT INTO lead_report_counts
     SELECT '${span}', $1::date, scope, scope_key, dim, key, key2,
            ${REPORT_COUNT_COLUMNS.map((column) => `sum(${column})::int`).join(', ')}
       FROM lead_report_counts WHERE ${parts} GROUP BY scope, scope_key, dim, key, key2`,
    [start],
  );
  await db.query(
    `INSERT INTO lead_report_waits (span, period, scope, scope_key, kind, dim, key, key2, minute, n)
     SELECT '${span}', $1::date, scope, scope_key, kind, dim, key, key2, minute, sum(n)::int
       FROM lead_report_waits WHERE ${parts} GROUP BY scope, scope_key, kind, dim, key, key2, minute`,
    [start],
  );
  await db.query(
    span === 'month'
      ? `INSERT INTO lead_report_periods (span, start, open_due_until)
         SELECT 'month', $1::date, max(open_due_until) FROM lead_report_days
          WHERE day >= $1::date AND day < $1::date + ${UNIT.month}`
      : `INSERT INTO lead_report_periods (span, start, open_due_until)
         SELECT 'year', $1::date, max(open_due_until) FROM lead_report_periods
          WHERE span = 'month' AND start >= $1::date AND start < $1::date + ${UNIT.year}`,
    [start],
  );
}
