import type { Pool } from '@firm/shared/server/db';
import type { TInboxFilter } from '@firm/shared/staff/inbox';
import { exportQuery } from './inbox.repository';

/** Rows fetched from the cursor at a time: memory stays flat whatever the number of leads. */
const FETCH_SIZE = 1000;

/**
 * Reads the filtered leads (newest first) from a server-side cursor in a read-only transaction,
 * `FETCH_SIZE` rows at a time, handing each batch to `take` before fetching the next: 100,000 leads
 * never sit in memory together. Stops (and rolls back) when `take` answers false.
 */
export async function readFilteredLeads(
  pool: Pool,
  filter: TInboxFilter,
  timeZone: string,
  take: (rows: Record<string, unknown>[]) => Promise<boolean>,
): Promise<void> {
  const query = exportQuery(filter, timeZone);
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN READ ONLY');
    // a FETCH may scan far for a narrow filter on a large table: more than the pool's 5 s per statement
    await client.query("SET LOCAL statement_timeout = '120s'");
    await client.query(`DECLARE lead_export NO SCROLL CURSOR FOR ${query.text}`, query.values);
    for (;;) {
      const { rows } = await client.query<Record<string, unknown>>(
        `FETCH ${FETCH_SIZE} FROM lead_export`,
      );
      if (rows.length === 0 || !(await take(rows))) break;
    }
    await client.query('COMMIT');
  } catch (error) {
    failed = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(failed);
  }
}
