import type { Pool } from '@firm/shared/server/db';

/**
 * The tables of staff e-mails sent under a claim: each row has `token`, `claimed_until`, `attempts`,
 * `last_error` and `sent_at` (the first-contact clock's alerts, the operations alerts).
 */
export type TClaimedTable = 'staff_alerts' | 'ops_alert_notices';

/** A claim on one row: who holds it, when, for how long. */
export type TRowClaim = { id: number; token: string; now: Date; ttlMs: number };

/**
 * Claims an unsent row for `ttlMs` (committed before the send, like a delivery claim): only the
 * holder sends; a claim that outlives its worker expires and the next sweep sends it.
 * @param returning - the columns to read back (a constant of the caller's)
 * @returns the row, or null when it was sent or another holder's claim has not expired
 */
export async function claimRow<T extends object>(
  pool: Pool,
  table: TClaimedTable,
  returning: string,
  claim: TRowClaim,
): Promise<T | null> {
  const { rows } = await pool.query<T>(
    `UPDATE ${table} SET token = $2, claimed_until = $3::timestamptz + $4::bigint * interval '1 millisecond',
            attempts = attempts + 1
      WHERE id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < $3)
      RETURNING ${returning}`,
    [claim.id, claim.token, claim.now, claim.ttlMs],
  );
  return rows[0] ?? null;
}

/** Records the send of a claimed row (even when its claim expired meanwhile: the e-mail went out). */
export async function markRowSent(
  pool: Pool,
  table: TClaimedTable,
  id: number,
  now: Date,
): Promise<void> {
  await pool.query(
    `UPDATE ${table} SET sent_at = $2, token = NULL, claimed_until = NULL, last_error = NULL
      WHERE id = $1 AND sent_at IS NULL`,
    [id, now],
  );
}

/** Gives a claim up after a failed send, so the next sweep tries again without waiting for it. */
export async function releaseRow(
  pool: Pool,
  table: TClaimedTable,
  claim: { id: number; token: string; error: string },
): Promise<void> {
  await pool.query(
    `UPDATE ${table} SET token = NULL, claimed_until = NULL, last_error = $3
      WHERE id = $1 AND token = $2`,
    [claim.id, claim.token, claim.error.slice(0, 1000)],
  );
}
