import type { TAlertName } from '@firm/shared/ops/alert-catalog';
import type { Pool, PoolClient } from '@firm/shared/server/db';
import {
  claimRow,
  markRowSent,
  releaseRow,
  type TRowClaim,
} from '../deliveries/claimed-rows.repository';

/** Advisory lock of the evaluation: several workers apply their findings one after the other. */
const OPS_ALERTS_LOCK_ID = 727_033;

/** Waits for the evaluation's lock, held until the transaction of `client` ends. */
export async function lockOpsAlerts(client: Pick<PoolClient, 'query'>): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [OPS_ALERTS_LOCK_ID]);
}

/**
 * Forgets what no page shows any more: heartbeats of processes silent for a week (pods long gone) and
 * alert e-mails sent more than 90 days ago.
 */
export async function pruneOpsRows(client: Pick<PoolClient, 'query'>): Promise<void> {
  await client.query(`DELETE FROM service_heartbeats WHERE seen_at < now() - interval '7 days'`);
  await client.query(`DELETE FROM ops_alert_notices WHERE sent_at < now() - interval '90 days'`);
}

/** One alert's state to keep. */
export type TAlertStateWrite = {
  name: TAlertName;
  firing: boolean;
  since: Date;
  announced: boolean;
  lastEmailAt: Date | null;
};

/** Writes the alerts' states of one evaluation. */
export async function writeAlertStates(
  client: Pick<PoolClient, 'query'>,
  states: readonly TAlertStateWrite[],
  now: Date,
): Promise<void> {
  await client.query(
    `INSERT INTO ops_alert_state (name, firing, since, evaluated_at, announced, last_email_at)
     SELECT * FROM unnest($1::text[], $2::boolean[], $3::timestamptz[], $4::timestamptz[],
                          $5::boolean[], $6::timestamptz[])
     ON CONFLICT (name) DO UPDATE SET firing = EXCLUDED.firing, since = EXCLUDED.since,
       evaluated_at = EXCLUDED.evaluated_at, announced = EXCLUDED.announced,
       last_email_at = EXCLUDED.last_email_at`,
    [
      states.map((state) => state.name),
      states.map((state) => state.firing),
      states.map((state) => state.since),
      states.map(() => now),
      states.map((state) => state.announced),
      states.map((state) => state.lastEmailAt),
    ],
  );
}

/** An alert e-mail to send: the alerts that started, or those that ended. */
export type TNoticeRow = {
  id: number;
  kind: 'started' | 'ended';
  alerts: TAlertName[];
  created_at: Date;
};

/** Writes an alert e-mail to send (in the evaluation's transaction). */
export async function insertNotice(
  client: Pick<PoolClient, 'query'>,
  kind: TNoticeRow['kind'],
  alerts: readonly TAlertName[],
  now: Date,
): Promise<void> {
  await client.query(
    'INSERT INTO ops_alert_notices (kind, alerts, created_at) VALUES ($1, $2, $3)',
    [kind, alerts, now],
  );
}

/** Unsent alert e-mails that no live claim holds, oldest first. */
export async function findUnsentNotices(pool: Pool, now: Date): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM ops_alert_notices
      WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < $1) ORDER BY id LIMIT 20`,
    [now],
  );
  return rows.map((row) => Number(row.id));
}

/** Claims an unsent alert e-mail (see {@link claimRow}). */
export function claimNotice(pool: Pool, claim: TRowClaim): Promise<TNoticeRow | null> {
  return claimRow<TNoticeRow>(pool, 'ops_alert_notices', 'id, kind, alerts, created_at', claim);
}

/** Records the send of a claimed alert e-mail. */
export function markNoticeSent(pool: Pool, id: number, now: Date): Promise<void> {
  return markRowSent(pool, 'ops_alert_notices', id, now);
}

/** Gives a claim up after a failed send: the next evaluation tries again. */
export function releaseNotice(
  pool: Pool,
  claim: { id: number; token: string; error: string },
): Promise<void> {
  return releaseRow(pool, 'ops_alert_notices', claim);
}
