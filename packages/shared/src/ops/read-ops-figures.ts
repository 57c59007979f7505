import type { Pool } from '../server/db';
import type { TSettingsCache } from '../server/first-contact-settings';
import { officeMinutesBetween } from '../staff/office-time';
import { ALERT_THRESHOLDS } from './alert-catalog';
import { readHeartbeats, type THeartbeatRow } from './heartbeat.repository';
import { readDatabaseFigures } from './ops-figures.repository';
import {
  OPS_QUEUE_STATES,
  OPS_SERVICES,
  type TOpsDatabaseFigures,
  type TOpsFigures,
  type TOpsQueue,
  type TOpsServiceStatus,
} from './ops-status';
import { readQueueFigures, type TWatchedQueue } from './queue-figures';

/** Where the figures are read: the database, the office hours and the job queue. */
export type TOpsSources = {
  pool: Pool;
  clockSettings: TSettingsCache;
  queue: TWatchedQueue;
  backend: 'redis' | 'postgres';
  /** @defaultValue Date.now */
  now?: () => number;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function serviceOf(
  service: TOpsServiceStatus['service'],
  rows: THeartbeatRow[],
): TOpsServiceStatus {
  const own = rows.filter((row) => row.service === service);
  const alive = own.filter((row) => row.alive);
  const latestStart = alive.reduce<Date | null>(
    (latest, row) => (latest && latest > row.started_at ? latest : row.started_at),
    null,
  );
  const restarts = own.map((row) => row.restarted_at).filter((at): at is Date => at !== null);
  return {
    service,
    up: alive.length > 0,
    instances: alive.length,
    version: own[0]?.version ?? null,
    startedAt: iso(latestStart),
    seenAt: iso(own[0]?.seen_at ?? null),
    restartedAt: iso(restarts.sort((a, b) => b.getTime() - a.getTime())[0] ?? null),
    requests5m: alive.reduce((sum, row) => sum + row.requests_5m, 0),
    errors5m: alive.reduce((sum, row) => sum + row.errors_5m, 0),
  };
}

const countsOf = (counts: Record<string, number>) =>
  Object.fromEntries(
    OPS_QUEUE_STATES.map((state) => [state, counts[state] ?? 0]),
  ) as TOpsQueue['counts'];

async function readQueue(sources: TOpsSources): Promise<TOpsQueue> {
  const empty = countsOf({});
  try {
    const figures = await readQueueFigures(sources.queue);
    const counts = countsOf(figures.counts);
    return {
      backend: sources.backend,
      reachable: true,
      counts,
      oldestWaitingAgeSeconds: figures.oldestWaitingAgeSeconds,
    };
  } catch {
    return {
      backend: sources.backend,
      reachable: false,
      counts: empty,
      oldestWaitingAgeSeconds: 0,
    };
  }
}

async function readDatabase(
  sources: TOpsSources,
  nowMs: number,
): Promise<{ database: TOpsDatabaseFigures; services: TOpsServiceStatus[] } | null> {
  try {
    const [row, beats, settings] = await Promise.all([
      readDatabaseFigures(sources.pool),
      readHeartbeats(sources.pool, ALERT_THRESHOLDS.heartbeatStaleSeconds),
      sources.clockSettings.get(),
    ]);
    const database: TOpsDatabaseFigures = {
      outboxWaiting: row.outbox_waiting,
      outboxOldestAgeSeconds: Math.max(0, row.outbox_oldest ?? 0),
      lastLeadAt: iso(row.last_lead_at),
      lastIntakeEmailAt: iso(row.last_intake_email_at),
      leadsWithoutIntakeEmail: row.leads_without_intake_email,
      deadLetters: row.dead_letters,
      databaseBytes: row.database_bytes,
      officeMinutesSinceLastLead: row.last_lead_at
        ? officeMinutesBetween(row.last_lead_at.getTime(), nowMs, settings.schedule)
        : null,
    };
    return { database, services: OPS_SERVICES.map((service) => serviceOf(service, beats)) };
  } catch {
    return null;
  }
}

/**
 * Everything the status page shows and the alerts are evaluated on: PostgreSQL's figures (null, and
 * `postgresReachable` false, when it does not answer), the queue's, and each service from its
 * processes' heartbeats. Never throws.
 */
export async function readOpsFigures(sources: TOpsSources): Promise<TOpsFigures> {
  const nowMs = (sources.now ?? Date.now)();
  const [fromDatabase, queue] = await Promise.all([
    readDatabase(sources, nowMs),
    readQueue(sources),
  ]);
  const unknown = (service: TOpsServiceStatus['service']) => serviceOf(service, []);
  return {
    now: new Date(nowMs).toISOString(),
    postgresReachable: fromDatabase !== null,
    database: fromDatabase?.database ?? null,
    queue,
    services: fromDatabase?.services ?? OPS_SERVICES.map(unknown),
  };
}
