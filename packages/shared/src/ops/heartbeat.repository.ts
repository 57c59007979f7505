import type { TQueryable } from '../server/db';
import type { TOpsService } from './ops-status';

/** What a process says about itself at each heartbeat. */
export type THeartbeat = {
  service: TOpsService;
  instance: string;
  version: string;
  startedAt: Date;
  requests5m: number;
  errors5m: number;
};

/**
 * Records a process's heartbeat. A row whose start time changes is a restart (`restarted_at`).
 */
export async function recordHeartbeat(db: TQueryable, beat: THeartbeat): Promise<void> {
  await db.query(
    `INSERT INTO service_heartbeats (service, instance, version, started_at, requests_5m, errors_5m)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (service, instance) DO UPDATE
       SET restarted_at = CASE WHEN service_heartbeats.started_at <> EXCLUDED.started_at
                               THEN now() ELSE service_heartbeats.restarted_at END,
           started_at = EXCLUDED.started_at, version = EXCLUDED.version, seen_at = now(),
           requests_5m = EXCLUDED.requests_5m, errors_5m = EXCLUDED.errors_5m`,
    [beat.service, beat.instance, beat.version, beat.startedAt, beat.requests5m, beat.errors5m],
  );
}

/** A heartbeat row, with whether it is recent enough to count as alive. */
export type THeartbeatRow = {
  service: TOpsService;
  version: string;
  started_at: Date;
  seen_at: Date;
  restarted_at: Date | null;
  requests_5m: number;
  errors_5m: number;
  alive: boolean;
};

/** The heartbeats of the last day (older rows are processes long gone), the latest first. */
export async function readHeartbeats(
  db: TQueryable,
  staleSeconds: number,
): Promise<THeartbeatRow[]> {
  const { rows } = await db.query<THeartbeatRow>(
    `SELECT service, version, started_at, seen_at, restarted_at, requests_5m, errors_5m,
            seen_at > now() - $1::int * interval '1 second' AS alive
       FROM service_heartbeats WHERE seen_at > now() - interval '1 day'
      ORDER BY seen_at DESC`,
    [staleSeconds],
  );
  return rows;
}
