/**
 * The reports' facts (issue 32 §3): the filtered leads (report-filter-sql.ts) summed per table row —
 * counts, and per-minute histograms of the waits. The worker rolls whole days with it (grouped by
 * day and scope, migration 224) and leads-api reads the days the rollup does not cover with it, so
 * both give the same figures by construction.
 */
import type { TReportFilter } from '../../staff/reports-filter';
import { reportFilterSql } from './report-filter-sql';

/** The table rows a lead counts in: (dim, key, key2). */
const DIMS = `(VALUES ('all', '', ''), ('source', f.source, ''), ('form', f.form_variant, ''),
  ('section', f.section, ''), ('situation', f.situation, ''), ('locale', f.locale, ''),
  ('campaign', f.source, f.campaign), ('owner', coalesce(f.owner_id::text, ''), ''),
  ('hour', f.hour::text, '')) AS d (dim, key, key2)`;

/** The rows whose office time is shown (overall and by owner). */
const OFFICE_DIMS = `(VALUES ('all', '', ''), ('owner', coalesce(f.owner_id::text, ''), ''))
  AS d (dim, key, key2)`;

/** The rollup's scopes: every lead, one owner's, one source's. */
const SCOPES = `CROSS JOIN LATERAL (VALUES ('all', ''), ('owner', coalesce(f.owner_id::text, '')),
  ('source', f.source)) AS s (scope, scope_key)`;

/** The counts of one table row; `judged` and `overdue` are taken at the statement's `now`. */
const COUNTS = (now: string) => `count(*)::int AS total,
  count(*) FILTER (WHERE spam)::int AS spam,
  count(*) FILTER (WHERE shown = 'New Lead')::int AS new,
  count(*) FILTER (WHERE shown = 'Contacted')::int AS contacted,
  count(*) FILTER (WHERE shown = 'Qualified')::int AS qualified,
  count(*) FILTER (WHERE shown = 'Retained')::int AS retained,
  count(*) FILTER (WHERE shown = 'Not qualified')::int AS not_qualified,
  count(*) FILTER (WHERE NOT spam AND reached_contacted)::int AS reached_contacted,
  count(*) FILTER (WHERE NOT spam AND reached_qualified)::int AS reached_qualified,
  count(*) FILTER (WHERE NOT spam AND reached_retained)::int AS reached_retained,
  count(*) FILTER (WHERE NOT spam AND first_contacted_at IS NOT NULL)::int AS contacted_n,
  count(*) FILTER (WHERE first_contact_due_at IS NOT NULL
                     AND first_contacted_at <= first_contact_due_at)::int AS on_time,
  count(*) FILTER (WHERE first_contact_due_at IS NOT NULL
                     AND (first_contacted_at IS NOT NULL OR first_contact_due_at <= ${now}))::int AS judged,
  count(*) FILTER (WHERE first_contact_due_at <= ${now} AND first_contacted_at IS NULL)::int AS overdue`;

/** Count columns of a table row, as stored in `lead_report_counts` and returned by the facts. */
export const REPORT_COUNT_COLUMNS = [
  'total',
  'spam',
  'new',
  'contacted',
  'qualified',
  'retained',
  'not_qualified',
  'reached_contacted',
  'reached_qualified',
  'reached_retained',
  'contacted_n',
  'on_time',
  'judged',
  'overdue',
] as const;

/** A table row's counts. */
export type TReportCounts = Record<(typeof REPORT_COUNT_COLUMNS)[number], number>;

/** One table row's counts. */
export type TReportCountsRow = TReportCounts & { dim: string; key: string; key2: string };

/** One histogram bar: `n` waits of `kind` lasted `minute` whole minutes. */
export type TReportWaitRow = {
  kind: 'clock' | 'office';
  dim: string;
  key: string;
  key2: string;
  minute: number;
  n: number;
};

/** A statement and its parameters. */
export type TStatement = { sql: string; values: unknown[] };

/** The two statements of the facts over the same filtered leads. */
export type TReportFactsSql = { counts: TStatement; waits: TStatement };

/**
 * The facts of the leads under `filter`.
 * @param now - when the clocks are judged; `'infinity'` counts every open clock as overdue (the
 *   worker's roll: a rolled day answers only once all of its open clocks fell due)
 * @param rolled - group by firm day and scope too (the worker's roll), with those columns first
 */
export function reportFactsSql(
  filter: TReportFilter,
  now: Date | 'infinity',
  rolled = false,
): TReportFactsSql {
  const sql = reportFilterSql(filter);
  const waitValues = [...sql.values];
  const at = `${sql.param(now)}::timestamptz`;
  const extra = rolled ? 'f.day, s.scope, s.scope_key, ' : '';
  const from = rolled ? `f ${SCOPES} CROSS JOIN LATERAL` : 'f CROSS JOIN LATERAL';
  const ownerless = rolled ? `AND NOT (s.scope = 'owner' AND f.owner_id IS NULL)` : '';
  const group = `${extra}d.dim, d.key, d.key2`;
  return {
    counts: {
      sql: `${sql.cte}
      SELECT ${group}, ${COUNTS(at)}
        FROM ${from} ${DIMS} WHERE true ${ownerless} GROUP BY ${group}`,
      values: sql.values,
    },
    waits: {
      sql: `${sql.cte}
      SELECT ${extra}'clock' AS kind, d.dim, d.key, d.key2, f.wait AS minute, count(*)::int AS n
        FROM ${from} ${DIMS}
       WHERE NOT f.spam AND f.wait IS NOT NULL ${ownerless}
       GROUP BY ${group}, f.wait
      UNION ALL
      SELECT ${extra}'office', d.dim, d.key, d.key2, f.office_minutes, count(*)::int
        FROM ${from} ${OFFICE_DIMS}
       WHERE NOT f.spam AND f.office_minutes IS NOT NULL ${ownerless}
       GROUP BY ${group}, f.office_minutes`,
      values: waitValues,
    },
  };
}
