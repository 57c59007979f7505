import type { Pool } from '@firm/shared/server/db';

/** The lead stored under an idempotency key (a form sent twice); null when there is none. */
export async function findLeadIdByKey(pool: Pool, key: string): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM leads WHERE idempotency_key = $1',
    [key],
  );
  return rows[0]?.id ?? null;
}
