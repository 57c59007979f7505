import type { Writable } from 'node:stream';
import type { Pool } from '@firm/shared/server/db';
import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import type { TInboxFilter } from '@firm/shared/staff/inbox';
import { csvLine, UTF8_BOM } from './csv';
import { exportQuery } from './inbox.repository';

/** The export's columns: header and the query's column of each. */
export const EXPORT_COLUMNS = [
  ['id', 'id'],
  ['received_at', 'received_at'],
  ['status', 'status'],
  ['nombre', 'name'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['form', 'form_variant'],
  ['seccion', 'section'],
  ['situacion', 'situation'],
  ['source', 'source'],
  ['origin', 'origin'],
  ['agente', 'agent'],
  ['mensaje', 'message'],
  ['page_url', 'page_url'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
  ['consent_version', 'consent_version'],
] as const;

/** Resolves when `out` can take more, or is closed (listeners removed either way). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** Rows fetched from the cursor at a time: memory stays flat whatever the number of leads. */
const FETCH_SIZE = 1000;

/**
 * Writes the filtered leads as CSV (BOM first, then a header and one line a lead, newest first) from a
 * server-side cursor in a read-only transaction, `FETCH_SIZE` rows at a time, waiting for the output to
 * drain: 100,000 leads never sit in memory together. Stops (and rolls back) when the output is closed.
 * @returns the number of leads written
 */
export async function writeLeadsCsv(
  pool: Pool,
  filter: TInboxFilter,
  out: Writable,
): Promise<number> {
  const query = exportQuery(filter, FIRM_TIME_ZONE);
  const client = await pool.connect();
  let written = 0;
  let failed = false;
  try {
    await client.query('BEGIN READ ONLY');
    // a FETCH may scan far for a narrow filter on a large table: more than the pool's 5 s per statement
    await client.query("SET LOCAL statement_timeout = '120s'");
    await client.query(`DECLARE lead_export NO SCROLL CURSOR FOR ${query.text}`, query.values);
    out.write(UTF8_BOM + csvLine(EXPORT_COLUMNS.map(([header]) => header)));
    for (;;) {
      const { rows } = await client.query<Record<string, unknown>>(
        `FETCH ${FETCH_SIZE} FROM lead_export`,
      );
      if (rows.length === 0 || out.destroyed) break;
      const chunk = rows.map((row) => csvLine(EXPORT_COLUMNS.map(([, column]) => row[column])));
      written += rows.length;
      if (!out.write(chunk.join(''))) await drained(out);
    }
    await client.query('COMMIT');
    return written;
  } catch (error) {
    failed = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(failed);
  }
}
