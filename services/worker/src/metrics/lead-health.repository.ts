import type { TQueryable } from '@firm/shared/server/db';

/** What the alerts read from the database at each scrape. */
export type TLeadHealth = {
  /** Seconds since the oldest non-spam lead of the last 7 days with no accepted intake e-mail arrived (0: none). */
  oldestWithoutIntakeEmailSeconds: number;
  /** Dead letters not resolved yet (waiting for a person's re-drive). */
  deadLettersWaiting: number;
  /** When the last non-spam lead arrived (ms since the epoch), or null before the first. */
  lastLeadAtMs: number | null;
};

/**
 * One round trip for the three figures. The intake e-mail counts as accepted when its `deliveries`
 * row exists (written at the SMTP 250); the lookback is the sweeper's (7 days), and the leads'
 * `(is_spam, received_at)` index bounds the scan.
 */
export async function readLeadHealth(db: TQueryable): Promise<TLeadHealth> {
  const { rows } = await db.query<{
    oldest: number | null;
    dead_letters: number;
    last_lead_ms: number | null;
  }>(
    `SELECT
       (SELECT extract(epoch FROM now() - min(l.received_at))::float8
          FROM leads l
         WHERE NOT l.is_spam AND l.received_at > now() - interval '7 days'
           AND NOT EXISTS (SELECT 1 FROM deliveries d
                            WHERE d.kind = 'intake_email' AND d.subject_key = 'lead-' || l.id
                              AND d.target = 'intake')) AS oldest,
       (SELECT count(*)::int FROM dead_letters WHERE resolved_at IS NULL) AS dead_letters,
       (SELECT (extract(epoch FROM max(received_at)) * 1000)::float8
          FROM leads WHERE NOT is_spam) AS last_lead_ms`,
  );
  const row = rows[0];
  return {
    oldestWithoutIntakeEmailSeconds: Math.max(0, row?.oldest ?? 0),
    deadLettersWaiting: row?.dead_letters ?? 0,
    lastLeadAtMs: row?.last_lead_ms ?? null,
  };
}
