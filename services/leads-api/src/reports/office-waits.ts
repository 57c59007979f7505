/**
 * Each contacted lead's wait in office minutes (migration 219, `lead_office_waits`): office hours are
 * known to TypeScript only (office-time.ts), so the wait is computed here once per lead and stored;
 * the reports then take its median and 90th percentile in SQL like the clock minutes.
 */
import type { Pool } from '@firm/shared/server/db';
import { officeMinutesBetween, type TOfficeSchedule } from '@firm/shared/staff/office-time';
import type { TReportFilter } from '@firm/shared/staff/reports-filter';
import { contactedWithoutOfficeWait, storeOfficeWaits } from './office-waits.repository';

/** Most waits computed per report request (a first report over years of leads fills the rest next time). */
export const OFFICE_WAITS_PER_REQUEST = 20_000;

/**
 * Stores the office wait of the contacted real leads of the filter's range that have none yet.
 * @returns how many were stored
 */
export async function fillOfficeWaits(
  pool: Pool,
  filter: TReportFilter,
  schedule: TOfficeSchedule,
  limit = OFFICE_WAITS_PER_REQUEST,
): Promise<number> {
  const rows = await contactedWithoutOfficeWait(pool, filter, limit);
  if (!rows.length) return 0;
  await storeOfficeWaits(
    pool,
    rows.map((row) => ({
      id: row.id,
      minutes: Math.max(
        0,
        Math.round(
          officeMinutesBetween(
            row.received_at.getTime(),
            row.first_contacted_at.getTime(),
            schedule,
          ),
        ),
      ),
    })),
  );
  return rows.length;
}
