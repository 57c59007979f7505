import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import { DIRECT_SOURCE, type TReportFilter } from '@firm/shared/staff/reports-filter';

/** The filtered leads as a CTE `f` and its parameters (more may be pushed after). */
export type TReportSql = { cte: string; values: unknown[]; param: (value: unknown) => string };

/** A lead's step reached, from its status now (spam apart). */
const STEP_COLUMNS = `
  CASE WHEN l.is_spam OR l.status = 'Spam' THEN 'Spam' ELSE l.status END AS shown,
  (l.is_spam OR l.status = 'Spam') AS spam,
  (l.status IN ('Contacted', 'Qualified', 'Retained', 'Not qualified')) AS reached_contacted,
  (l.status IN ('Qualified', 'Retained')) AS reached_qualified,
  (l.status = 'Retained') AS reached_retained`;

// One index probe per contacted lead: a join would let the planner hash every stored wait (800,000
// in the bench) even for a week of leads.
const OFFICE_WAIT = `CASE WHEN l.first_contacted_at IS NOT NULL
  THEN (SELECT w.office_minutes FROM lead_office_waits w WHERE w.lead_id = l.id) END`;

/**
 * The leads a report covers: received from the first day's midnight to the midnight after the last
 * day in the firm's time zone (days of 23 or 25 hours included), under the filters. Columns are the
 * covering index's (migration 219), the campaign (read from the row), the office wait and the firm
 * `day`; `wait` is the clock minutes to first contact, rounded per lead to whole minutes like the
 * office wait (so a per-minute histogram of the rollup, migration 224, holds them exactly).
 */
export function reportFilterSql(filter: TReportFilter): TReportSql {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const zone = param(FIRM_TIME_ZONE);
  const where = [
    `l.received_at >= (${param(filter.from)}::date)::timestamp AT TIME ZONE ${zone}`,
    `l.received_at < (${param(filter.to)}::date + 1)::timestamp AT TIME ZONE ${zone}`,
  ];
  if (filter.source === DIRECT_SOURCE) where.push(`coalesce(l.source, '') = ''`);
  else if (filter.source) where.push(`l.source = ${param(filter.source)}`);
  if (filter.campaign) where.push(`l.attribution ->> 'utm_campaign' = ${param(filter.campaign)}`);
  if (filter.form) where.push(`l.form_variant = ${param(filter.form)}`);
  if (filter.language) where.push(`l.locale = ${param(filter.language)}`);
  if (filter.situation) where.push(`l.situation = ${param(filter.situation)}`);
  if (filter.owner) where.push(`l.owner_id = ${param(filter.owner)}`);
  const cte = `WITH f AS (
    SELECT l.id, l.received_at, l.owner_id, l.form_variant, l.locale,
           coalesce(nullif(l.source, ''), '${DIRECT_SOURCE}') AS source,
           coalesce(l.situation, '') AS situation, coalesce(l.section, '') AS section,
           coalesce(l.attribution ->> 'utm_campaign', '') AS campaign,
           ${OFFICE_WAIT} AS office_minutes,
           l.first_contacted_at, l.first_contact_due_at,
           round(extract(epoch FROM l.first_contacted_at - l.received_at) / 60)::int AS wait,
           (l.received_at AT TIME ZONE ${zone})::date AS day,
           extract(hour FROM l.received_at AT TIME ZONE ${zone})::int AS hour,
           ${STEP_COLUMNS}
      FROM leads l
     WHERE ${where.join(' AND ')})`;
  return { cte, values, param };
}
