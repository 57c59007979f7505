import { ALERT_THRESHOLDS as T, type TAlertName } from './alert-catalog';
import type { TOpsFigures } from './ops-status';

const MINUTE = 60_000;

function restartedLately(figures: TOpsFigures): boolean {
  const now = Date.parse(figures.now);
  return figures.services.some(
    (service) =>
      // a service that was heard from once and is silent now is down
      (!service.up && service.seenAt !== null) ||
      (service.restartedAt !== null &&
        now - Date.parse(service.restartedAt) < T.restartWindowMinutes * MINUTE),
  );
}

function errorRateHigh(figures: TOpsFigures): boolean {
  const requests = figures.services.reduce((sum, service) => sum + service.requests5m, 0);
  const errors = figures.services.reduce((sum, service) => sum + service.errors5m, 0);
  return requests >= T.errorRateMinRequests && errors > requests * T.errorRatio;
}

/**
 * The alerts of the catalog on a set of figures: true where the rule fires. A figure PostgreSQL could
 * not give (it did not answer) fires only `PostgresUnreachable`; an unreachable queue on Redis fires
 * `RedisUnreachable`, not the queue's own rule.
 * @param figures - what the status page shows (see `readOpsFigures`)
 */
export function evaluateAlerts(figures: TOpsFigures): Record<TAlertName, boolean> {
  const db = figures.database;
  const { queue } = figures;
  return {
    LeadWithoutIntakeEmail: (db?.leadsWithoutIntakeEmail ?? 0) > 0,
    DeadLetters: (db?.deadLetters ?? 0) > 0,
    OutboxStalled: (db?.outboxOldestAgeSeconds ?? 0) > T.outboxOldestSeconds,
    QueueWaitingTooLong:
      queue.reachable && queue.oldestWaitingAgeSeconds > T.queueOldestWaitingSeconds,
    HighErrorRate: errorRateHigh(figures),
    NoLeadsDuringOfficeHours: (db?.officeMinutesSinceLastLead ?? 0) >= T.noLeadOfficeMinutes,
    ServiceRestarting: restartedLately(figures),
    PostgresUnreachable: !figures.postgresReachable,
    RedisUnreachable: queue.backend === 'redis' && !queue.reachable,
  };
}
