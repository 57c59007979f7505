import type { Pool } from '@firm/shared/server/db';

/** Queued leads (migration 219's trigger) whose office wait is to be computed, at most `limit`. */
export async function pendingOfficeWaits(
  pool: Pool,
  limit: number,
): Promise<{ id: string; received_at: Date; first_contacted_at: Date }[]> {
  const { rows } = await pool.query<{ id: string; received_at: Date; first_contacted_at: Date }>(
    `SELECT l.id, l.received_at, l.first_contacted_at
       FROM lead_office_waits_pending p JOIN leads l ON l.id = p.lead_id
      WHERE l.first_contacted_at IS NOT NULL
      ORDER BY p.lead_id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Stores office waits and takes their leads off the queue (a wait stored stays: a first contact never moves). */
export async function storeOfficeWaits(
  pool: Pool,
  waits: { id: string; minutes: number }[],
): Promise<void> {
  await pool.query(
    `WITH stored AS (
       INSERT INTO lead_office_waits (lead_id, office_minutes)
       SELECT * FROM unnest($1::bigint[], $2::int[]) ON CONFLICT (lead_id) DO NOTHING)
     DELETE FROM lead_office_waits_pending WHERE lead_id = ANY ($1::bigint[])`,
    [waits.map((wait) => wait.id), waits.map((wait) => wait.minutes)],
  );
}
