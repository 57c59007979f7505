import type { Pool } from '@firm/shared/server/db';
import type { TDeliveryDetails, TDeliveryKey } from './deliveries.repository';

/** What {@link claimDelivery} found: the claim is ours, the delivery was made, or someone else holds it. */
export type TClaimOutcome =
  { state: 'claimed' } | { state: 'sent' } | { state: 'held'; until: Date | null };

/**
 * Claims a delivery before it is made: commits `token` as its holder for `ttlMs`, unless it was
 * already delivered or another holder's claim has not expired. Only the holder sends; a job that
 * runs twice at once, a re-drive racing the original job, or a job recovered from a killed worker
 * finds the claim and does not send again while it holds.
 */
export async function claimDelivery(
  pool: Pool,
  key: TDeliveryKey,
  claim: { token: string; ttlMs: number; leadId: number | null },
): Promise<TClaimOutcome> {
  const { rows } = await pool.query<{ token: string }>(
    `INSERT INTO delivery_claims AS c (kind, subject_key, target, lead_id, token, claimed_until, attempts)
     SELECT $1, $2, $3, $4, $5, now() + $6::bigint * interval '1 millisecond', 1
      WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.kind = $1 AND d.subject_key = $2 AND d.target = $3)
     ON CONFLICT (kind, subject_key, target) DO UPDATE
        SET token = EXCLUDED.token, claimed_until = EXCLUDED.claimed_until, attempts = c.attempts + 1
      WHERE c.claimed_until IS NULL OR c.claimed_until < now()
     RETURNING token`,
    [key.kind, key.subjectKey, key.target, claim.leadId, claim.token, claim.ttlMs],
  );
  if (rows[0]?.token === claim.token) return { state: 'claimed' };
  const found = await pool.query<{ sent: boolean; claimed_until: Date | null }>(
    `SELECT EXISTS (SELECT 1 FROM deliveries d WHERE d.kind = $1 AND d.subject_key = $2 AND d.target = $3) AS sent,
            (SELECT claimed_until FROM delivery_claims c WHERE c.kind = $1 AND c.subject_key = $2 AND c.target = $3) AS claimed_until`,
    [key.kind, key.subjectKey, key.target],
  );
  const row = found.rows[0];
  return row?.sent ? { state: 'sent' } : { state: 'held', until: row?.claimed_until ?? null };
}

/**
 * Records a delivery made under a claim: the `deliveries` row and the claim's release, in one
 * statement. The row is written even when the claim expired meanwhile (the e-mail did go out).
 */
export async function markDelivered(
  pool: Pool,
  key: TDeliveryKey,
  token: string,
  details: TDeliveryDetails,
): Promise<void> {
  await pool.query(
    `WITH released AS (
       UPDATE delivery_claims SET token = NULL, claimed_until = NULL, last_error = NULL
        WHERE kind = $1 AND subject_key = $2 AND target = $3 AND token = $4
     )
     INSERT INTO deliveries (kind, subject_key, target, lead_id, job_id, detail)
     VALUES ($1, $2, $3, $5, $6, $7)
     ON CONFLICT (kind, subject_key, target) DO NOTHING`,
    [
      key.kind,
      key.subjectKey,
      key.target,
      token,
      details.leadId ?? null,
      details.jobId ?? null,
      details.detail ?? null,
    ],
  );
}

/** Gives a claim up after a failed send, so the next attempt need not wait for it to expire. */
export async function releaseClaim(
  pool: Pool,
  key: TDeliveryKey,
  token: string,
  error: string,
): Promise<void> {
  await pool.query(
    `UPDATE delivery_claims SET token = NULL, claimed_until = NULL, last_error = $5
      WHERE kind = $1 AND subject_key = $2 AND target = $3 AND token = $4`,
    [key.kind, key.subjectKey, key.target, token, error.slice(0, 1000)],
  );
}

/**
 * Renews a live holder's claim (its heartbeat): `claimed_until` becomes `expiryMs` from now.
 * @returns false when the claim is no longer `token`'s (it expired and another job took it, or it
 *   was released)
 */
export async function renewClaim(
  pool: Pool,
  key: TDeliveryKey,
  token: string,
  expiryMs: number,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE delivery_claims SET claimed_until = now() + $5::bigint * interval '1 millisecond'
      WHERE kind = $1 AND subject_key = $2 AND target = $3 AND token = $4`,
    [key.kind, key.subjectKey, key.target, token, expiryMs],
  );
  return rowCount === 1;
}
