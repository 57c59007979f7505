import type { Pool } from '@firm/shared/server/db';
import type { TReportFilter } from '@firm/shared/staff/reports-filter';
import { reportFilterSql } from './report-filter-sql';

/** The contacted real leads of a filter's range whose office wait is not stored yet (at most `limit`). */
export async function contactedWithoutOfficeWait(
  pool: Pool,
  filter: TReportFilter,
  limit: number,
): Promise<{ id: string; received_at: Date; first_contacted_at: Date }[]> {
  const sql = reportFilterSql(filter);
  const { rows } = await pool.query<{ id: string; received_at: Date; first_contacted_at: Date }>(
    `${sql.cte}
     SELECT f.id, f.received_at, f.first_contacted_at FROM f
      WHERE NOT f.spam AND f.first_contacted_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM lead_office_waits w WHERE w.lead_id = f.id)
      LIMIT ${sql.param(limit)}`,
    sql.values,
  );
  return rows;
}

/** Stores office waits (a wait already stored stays: a lead's first contact never moves). */
export async function storeOfficeWaits(
  pool: Pool,
  waits: { id: string; minutes: number }[],
): Promise<void> {
  await pool.query(
    `INSERT INTO lead_office_waits (lead_id, office_minutes)
     SELECT * FROM unnest($1::bigint[], $2::int[]) ON CONFLICT (lead_id) DO NOTHING`,
    [waits.map((wait) => wait.id), waits.map((wait) => wait.minutes)],
  );
}
