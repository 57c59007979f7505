import type { Pool } from '@firm/shared/server/db';

/** A job that exhausted its retries. */
export type TDeadLetter = {
  id: number;
  queue: string;
  job_id: string;
  job_name: string;
  payload: unknown;
  attempts: number;
  error: string | null;
  failed_at: Date;
};

/**
 * Records a dead-lettered job once.
 * @returns the new record's id, or null when this job was already recorded
 */
export async function recordDeadLetter(
  pool: Pool,
  entry: {
    queue: string;
    jobId: string;
    jobName: string;
    payload: unknown;
    leadId: number | null;
    attempts: number;
    error: string;
  },
): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO dead_letters (queue, job_id, job_name, payload, attempts, error, lead_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (queue, job_id) DO NOTHING RETURNING id`,
    [
      entry.queue,
      entry.jobId,
      entry.jobName,
      JSON.stringify(entry.payload ?? null),
      entry.attempts,
      entry.error.slice(0, 4000),
      entry.leadId,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The dead letters no alert reported yet, oldest first (at most `limit`). */
export async function findUnalerted(pool: Pool, limit: number): Promise<TDeadLetter[]> {
  const { rows } = await pool.query<TDeadLetter>(
    `SELECT id, queue, job_id, job_name, payload, attempts, error, failed_at FROM dead_letters
      WHERE alerted_at IS NULL ORDER BY id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Notes that an alert reported these dead letters. */
export async function markAlerted(pool: Pool, ids: number[]): Promise<void> {
  await pool.query('UPDATE dead_letters SET alerted_at = now() WHERE id = ANY($1::bigint[])', [
    ids,
  ]);
}

/**
 * Resolves the dead letter of a job that succeeded after all (retried from the queue dashboard, which
 * keeps its id): the status page and its `DeadLetters` alert count only those still waiting.
 */
export async function resolveDeadLetterOfJob(
  pool: Pool,
  queue: string,
  jobId: string,
): Promise<void> {
  await pool.query(
    `UPDATE dead_letters SET resolved_at = now()
      WHERE queue = $1 AND job_id = $2 AND resolved_at IS NULL`,
    [queue, jobId],
  );
}
