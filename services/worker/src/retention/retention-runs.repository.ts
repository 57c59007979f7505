import type { TRetentionCounts } from '@firm/shared/privacy/retention';
import type { TQueryable } from '@firm/shared/server/db';

/**
 * Writes the night's run row if there is none (its report goes to the enabled admins, else
 * `fallback`), then claims it for `ttlMs` when it is not finished and nobody holds it: a second run the
 * same night finds it finished; a run whose worker died is claimed again once its claim expires.
 * @returns whether this caller holds the run now
 */
export async function claimRun(
  db: TQueryable,
  claim: { night: string; token: string; now: Date; ttlMs: number; fallback: string[] },
): Promise<boolean> {
  await db.query(
    `INSERT INTO retention_runs (night, started_at, recipients)
     SELECT $1, $2, CASE WHEN cardinality(a.emails) > 0 THEN a.emails ELSE $3::text[] END
       FROM (SELECT coalesce(array_agg(email ORDER BY id), '{}') AS emails
               FROM staff_accounts WHERE role = 'admin' AND disabled_at IS NULL) a
     ON CONFLICT (night) DO NOTHING`,
    [claim.night, claim.now, claim.fallback],
  );
  const { rowCount } = await db.query(
    `UPDATE retention_runs
        SET token = $2, claimed_until = $3::timestamptz + $4::bigint * interval '1 millisecond',
            attempts = attempts + 1
      WHERE night = $1 AND finished_at IS NULL AND (claimed_until IS NULL OR claimed_until < $3)`,
    [claim.night, claim.token, claim.now, claim.ttlMs],
  );
  return (rowCount ?? 0) > 0;
}

/** The run's hold, renewed for `ttlMs` after each step. */
export type TRunHold = { night: string; token: string; ttlMs: number };

/**
 * Adds a step's counts to the run and renews its claim, in the step's transaction; throws when the
 * claim was lost (another worker took the run over), so the step rolls back.
 */
export async function addRunCounts(
  db: TQueryable,
  hold: TRunHold,
  added: Partial<TRetentionCounts>,
): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE retention_runs
        SET counts = (SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
                        FROM (SELECT key, sum(value::int) AS total
                                FROM (SELECT * FROM jsonb_each_text(counts)
                                      UNION ALL SELECT * FROM jsonb_each_text($3::jsonb)) AS both_counts
                               GROUP BY key) AS summed),
            claimed_until = now() + $4::bigint * interval '1 millisecond'
      WHERE night = $1 AND token = $2`,
    [hold.night, hold.token, JSON.stringify(added), hold.ttlMs],
  );
  if (!rowCount) throw new Error('retention run claim lost');
}

/** A finished run as its report is written. */
export type TFinishedRun = {
  night: string;
  counts: Partial<TRetentionCounts>;
  error: string | null;
  recipients: string[];
};

/** Marks the held run finished (with its error, if it failed); the run as finished, or null. */
export async function finishRun(
  db: TQueryable,
  hold: TRunHold,
  finish: { now: Date; error: string | null },
): Promise<TFinishedRun | null> {
  const { rows } = await db.query<TFinishedRun>(
    `UPDATE retention_runs SET finished_at = $3, error = $4, token = NULL, claimed_until = NULL
      WHERE night = $1 AND token = $2
      RETURNING night::text, counts, error, recipients`,
    [hold.night, hold.token, finish.now, finish.error?.slice(0, 1000) ?? null],
  );
  return rows[0] ?? null;
}

/**
 * Finished runs whose report is owed (something erased, or an error) and not yet sent, each taken for
 * sending (at most once: a failed send gives it back with {@link releaseReport}).
 */
export async function takeOwedReports(db: TQueryable, now: Date): Promise<TFinishedRun[]> {
  const { rows } = await db.query<TFinishedRun>(
    `UPDATE retention_runs SET report_sent_at = $1
      WHERE finished_at IS NOT NULL AND report_sent_at IS NULL
        AND (error IS NOT NULL
             OR EXISTS (SELECT 1 FROM jsonb_each_text(counts) c WHERE c.value::int > 0))
      RETURNING night::text, counts, error, recipients`,
    [now],
  );
  return rows;
}

/** Gives a report back after a failed send, so the next look tries again. */
export async function releaseReport(db: TQueryable, night: string): Promise<void> {
  await db.query('UPDATE retention_runs SET report_sent_at = NULL WHERE night = $1', [night]);
}

/** Deletes up to `limit` call clicks older than `cutoff` (events, not leads). @returns how many */
export async function deleteCallClicksBefore(
  db: TQueryable,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM call_events WHERE id IN
       (SELECT id FROM call_events WHERE occurred_at < $1 ORDER BY id LIMIT $2)`,
    [cutoff, limit],
  );
  return rowCount ?? 0;
}
