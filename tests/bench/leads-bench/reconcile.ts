import { readdir } from 'node:fs/promises';
import type { Pool } from '@firm/shared/server/db';

/** What the run left behind, compared with what the clients were told. */
export type TReconciliation = {
  rows: number;
  outboxPending: number;
  notified: number;
  mailFiles: number;
  duplicateLeads: number;
  duplicateMails: number;
  leadToMailP50Ms: number;
  leadToMailP95Ms: number;
};

/**
 * Waits until requests still in flight when the load stopped are committed (the lead count is
 * stable for a second), then until every lead has its intake e-mail (or `timeoutMs` passes).
 */
export async function waitForDrain(pool: Pool, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  for (;;) {
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
    const count = rows[0]?.n ?? 0;
    if (count === last) break;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ pending: number }>(
      `SELECT (SELECT count(*) FROM leads)::int - (SELECT count(*) FROM deliveries WHERE kind = 'intake_email')::int AS pending`,
    );
    if ((rows[0]?.pending ?? 1) <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Counts rows, notifications and duplicates, and the lead-to-mail latency percentiles. */
export async function reconcile(pool: Pool, mailDir: string): Promise<TReconciliation> {
  const { rows } = await pool.query(
    `SELECT
       (SELECT count(*)::int FROM leads) AS rows,
       (SELECT count(*)::int FROM outbox WHERE published_at IS NULL) AS outbox_pending,
       (SELECT count(*)::int FROM deliveries WHERE kind = 'intake_email') AS notified,
       (SELECT count(*)::int - count(DISTINCT idempotency_key)::int FROM leads) AS duplicate_leads,
       (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.sent_at - l.received_at) * 1000)
          FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.kind = 'intake_email') AS p50,
       (SELECT percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM d.sent_at - l.received_at) * 1000)
          FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.kind = 'intake_email') AS p95`,
  );
  const row = rows[0] as Record<string, number>;
  // The intake e-mails only: each lead's acknowledgment (issue 29 §2) is a file of its own.
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter(
    (name) => name.endsWith('.eml') && name.includes('.intake_'),
  );
  const leadIds = files.map((name) => /lead-(\d+)\.intake/.exec(name)?.[1]);
  return {
    rows: row.rows ?? 0,
    outboxPending: row.outbox_pending ?? 0,
    notified: row.notified ?? 0,
    mailFiles: files.length,
    duplicateLeads: row.duplicate_leads ?? 0,
    duplicateMails: files.length - new Set(leadIds).size,
    leadToMailP50Ms: Math.round(Number(row.p50 ?? 0)),
    leadToMailP95Ms: Math.round(Number(row.p95 ?? 0)),
  };
}
