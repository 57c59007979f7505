import type { Pool, PoolClient } from '@firm/shared/server/db';

/** Whether a member is marked available (false for an unknown account). */
export async function findAvailability(pool: Pool, staffId: number): Promise<boolean> {
  const { rows } = await pool.query<{ available: boolean }>(
    'SELECT available FROM staff_accounts WHERE id = $1',
    [staffId],
  );
  return rows[0]?.available ?? false;
}

/** Marks a member available or away and audits it, when it changes. */
export async function setAvailability(
  client: Pick<PoolClient, 'query'>,
  staffId: number,
  available: boolean,
): Promise<void> {
  await client.query(
    `WITH changed AS (
       UPDATE staff_accounts SET available = $2, updated_at = now()
        WHERE id = $1 AND available IS DISTINCT FROM $2 RETURNING id)
     INSERT INTO staff_audit (actor_id, action, target_id)
     SELECT id, CASE WHEN $2 THEN 'account.available' ELSE 'account.away' END, id FROM changed`,
    [staffId, available],
  );
}
