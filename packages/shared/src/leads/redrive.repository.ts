import type { PoolClient } from '../server/db';

type TQueryable = Pick<PoolClient, 'query'>;

/** What a re-drive did for one lead. */
export type TRedriveResult = {
  leadId: number;
  alreadyDelivered: boolean;
  deadLettersResolved: number;
};

/**
 * Asks for the intake e-mail of these leads (or, with `'dead-letters'`, of every lead whose
 * notification is dead-lettered) to be delivered after all: resolves their dead letters and makes
 * them due for the worker's sweeper, which re-drives them within its interval. Safe to repeat and
 * to race the worker: the e-mail goes out once (its delivery is claimed), and a lead already
 * delivered is only reported. The one path of the command line and of the staff inbox's re-send.
 */
export async function requestRedrive(
  client: TQueryable,
  leads: number[] | 'dead-letters',
): Promise<TRedriveResult[]> {
  const ids = leads === 'dead-letters' ? null : leads;
  const resolved = await client.query<{ lead_id: string; n: number }>(
    `WITH resolved AS (
       UPDATE dead_letters SET resolved_at = now()
        WHERE resolved_at IS NULL AND job_name = 'notify-intake' AND lead_id IS NOT NULL
          AND NOT payload ? 'resendId' AND ($1::bigint[] IS NULL OR lead_id = ANY($1::bigint[]))
       RETURNING lead_id)
     SELECT lead_id, count(*)::int AS n FROM resolved GROUP BY lead_id`,
    [ids],
  );
  const counts = new Map(resolved.rows.map((row) => [Number(row.lead_id), row.n]));
  const targets = ids ?? [...counts.keys()];
  if (targets.length === 0) return [];
  await client.query(
    `UPDATE delivery_claims SET redriven_at = NULL
      WHERE kind = 'intake_email' AND target = 'intake' AND lead_id = ANY($1::bigint[])`,
    [targets],
  );
  const delivered = await client.query<{ lead_id: string }>(
    `SELECT lead_id FROM deliveries
      WHERE kind = 'intake_email' AND target = 'intake' AND lead_id = ANY($1::bigint[])
        AND subject_key = 'lead-' || lead_id`,
    [targets],
  );
  const done = new Set(delivered.rows.map((row) => Number(row.lead_id)));
  return targets.map((leadId) => ({
    leadId,
    alreadyDelivered: done.has(leadId),
    deadLettersResolved: counts.get(leadId) ?? 0,
  }));
}

/** True when the lead's own intake e-mail (not a re-send) was delivered. */
export async function isIntakeDelivered(client: TQueryable, leadId: number): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM deliveries WHERE kind = 'intake_email' AND subject_key = $1 AND target = 'intake'`,
    [`lead-${leadId}`],
  );
  return rows.length > 0;
}
