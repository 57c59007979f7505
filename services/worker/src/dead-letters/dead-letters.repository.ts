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
    attempts: number;
    error: string;
  },
): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO dead_letters (queue, job_id, job_name, payload, attempts, error) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (queue, job_id) DO NOTHING RETURNING id`,
    [
      entry.queue,
      entry.jobId,
      entry.jobName,
      JSON.stringify(entry.payload ?? null),
      entry.attempts,
      entry.error.slice(0, 4000),
    ],
  );
  return rows[0]?.id ?? null;
}

/** Reads one dead letter; null when absent. */
export async function findDeadLetter(pool: Pool, id: number): Promise<TDeadLetter | null> {
  const { rows } = await pool.query<TDeadLetter>(
    'SELECT id, queue, job_id, job_name, payload, attempts, error, failed_at FROM dead_letters WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}
