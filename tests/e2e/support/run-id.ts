import { randomBytes } from 'node:crypto';

/**
 * A spec's run id for the names, e-mails and searches of its own leads: eight letters, no digit. The
 * inbox's search also matches phones on a query's digits when it holds three or more (`lead-filter-sql.ts`),
 * so a hex id such as `6f2d3d` found every lead whose phone holds 623 (a CI failure, 27 Nov 2026).
 */
export function runId(): string {
  return [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}
