/**
 * Each contacted lead's wait in office minutes (migration 219, `lead_office_waits`): office hours are
 * known to TypeScript only (office-time.ts), so the wait is computed here once per lead and stored;
 * the reports then take its median and 90th percentile in SQL like the clock minutes.
 */
import type { Pool } from '@firm/shared/server/db';
import { officeMinutesBetween, type TOfficeSchedule } from '@firm/shared/staff/office-time';
import { pendingOfficeWaits, storeOfficeWaits } from './office-waits.repository';

/**
 * Most waits computed per report request (about 0.3 ms each): the leads contacted since the last
 * report; a backlog (right after migration 219) is worked off over the next requests.
 */
export const OFFICE_WAITS_PER_REQUEST = 2_000;

/**
 * Computes and stores the office waits of the queued leads (migration 219's trigger queues each lead
 * when its first contact is set).
 * @returns how many were stored
 */
export async function fillOfficeWaits(
  pool: Pool,
  schedule: TOfficeSchedule,
  limit = OFFICE_WAITS_PER_REQUEST,
): Promise<number> {
  const rows = await pendingOfficeWaits(pool, limit);
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
