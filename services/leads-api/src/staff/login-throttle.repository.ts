import type { TQueryable } from '@firm/shared/server/db';

/** A throttle key's row of `staff_login_failures`. */
export type TFailureRow = { key: string; failures: number; last_failure_at: Date };

/**
 * Makes sure each key has a row, then locks and reads them in key order (inside a transaction: parallel
 * attempts on one key queue up behind the lock).
 */
export async function lockFailureRows(db: TQueryable, keys: string[]): Promise<TFailureRow[]> {
  await db.query(
    `INSERT INTO staff_login_failures (key, failures, last_failure_at)
     SELECT unnest($1::text[]), 0, to_timestamp(0) ON CONFLICT (key) DO NOTHING`,
    [keys],
  );
  const { rows } = await db.query<TFailureRow>(
    `SELECT key, failures, last_failure_at FROM staff_login_failures
      WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
    [keys],
  );
  return rows;
}

/** Sets a key's failure count and the time of its last failure. */
export async function setFailures(
  db: TQueryable,
  key: string,
  failures: number,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE staff_login_failures SET failures = $2, last_failure_at = $3 WHERE key = $1',
    [key, failures, at],
  );
}

/** Forgets a key's failures. */
export async function forgetFailures(db: TQueryable, key: string): Promise<void> {
  await db.query('DELETE FROM staff_login_failures WHERE key = $1', [key]);
}

/** Takes one failure back from a key (never below zero). */
export async function takeBackFailure(db: TQueryable, key: string): Promise<void> {
  await db.query(
    'UPDATE staff_login_failures SET failures = greatest(failures - 1, 0) WHERE key = $1',
    [key],
  );
}
