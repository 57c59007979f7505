import type { Writable } from 'node:stream';
import type { Pool } from '@firm/shared/server/db';
import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import type { TInboxFilter } from '@firm/shared/staff/inbox';
import { csvLine, UTF8_BOM } from './csv';
import { readFilteredLeads } from './lead-cursor.repository';

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

/**
 * Writes the filtered leads as CSV (BOM first, then a header and one line a lead, newest first), a
 * batch of the repository's cursor at a time, waiting for the output to drain. Stops when the output is
 * closed.
 * @returns the number of leads written
 */
export async function writeLeadsCsv(
  pool: Pool,
  filter: TInboxFilter,
  out: Writable,
): Promise<number> {
  const header = UTF8_BOM + csvLine(EXPORT_COLUMNS.map(([name]) => name));
  let written = 0;
  let started = false;
  // the header goes out with the first rows (or alone after none), once the query has run
  await readFilteredLeads(pool, filter, FIRM_TIME_ZONE, async (rows) => {
    if (out.destroyed) return false;
    const lines = rows.map((row) => csvLine(EXPORT_COLUMNS.map(([, column]) => row[column])));
    if (!started) lines.unshift(header);
    started = true;
    written += rows.length;
    if (!out.write(lines.join(''))) await drained(out);
    return true;
  });
  if (!started && !out.destroyed) out.write(header);
  return written;
}
