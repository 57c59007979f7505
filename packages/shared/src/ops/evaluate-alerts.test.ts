import { ALERT_NAMES, type TAlertName } from './alert-catalog';
import { evaluateAlerts } from './evaluate-alerts';
import { OPS_SERVICES, type TOpsFigures } from './ops-status';

const NOW = '2026-11-24T18:00:00.000Z';

function calm(): TOpsFigures {
  return {
    now: NOW,
    postgresReachable: true,
    database: {
      outboxWaiting: 0,
      outboxOldestAgeSeconds: 0,
      lastLeadAt: '2026-11-24T17:50:00.000Z',
      lastIntakeEmailAt: '2026-11-24T17:50:03.000Z',
      leadsWithoutIntakeEmail: 0,
      deadLetters: 0,
      databaseBytes: 12_000_000,
      officeMinutesSinceLastLead: 10,
    },
    queue: {
      backend: 'redis',
      reachable: true,
      counts: { waiting: 0, prioritized: 0, active: 0, delayed: 0, failed: 0, completed: 4 },
      oldestWaitingAgeSeconds: 0,
    },
    services: OPS_SERVICES.map((service) => ({
      service,
      up: true,
      instances: 1,
      version: '0.0.0',
      startedAt: '2026-11-24T08:00:00.000Z',
      seenAt: '2026-11-24T17:59:55.000Z',
      restartedAt: null,
      requests5m: 100,
      errors5m: 0,
    })),
  };
}

const firingOf = (figures: TOpsFigures) =>
  ALERT_NAMES.filter((name) => evaluateAlerts(figures)[name]);

describe('evaluateAlerts', () => {
  it('When everything flows, then no alert fires', () => {
    expect(firingOf(calm())).toEqual([]);
  });

  const cases: [TAlertName, (figures: TOpsFigures) => void, (figures: TOpsFigures) => void][] = [
    [
      'LeadWithoutIntakeEmail',
      (f) => (f.database!.leadsWithoutIntakeEmail = 1),
      (f) => (f.database!.leadsWithoutIntakeEmail = 0),
    ],
    ['DeadLetters', (f) => (f.database!.deadLetters = 2), (f) => (f.database!.deadLetters = 0)],
    [
      'OutboxStalled',
      (f) => (f.database!.outboxOldestAgeSeconds = 121),
      (f) => (f.database!.outboxOldestAgeSeconds = 120),
    ],
    [
      'QueueWaitingTooLong',
      (f) => (f.queue.oldestWaitingAgeSeconds = 301),
      (f) => (f.queue.oldestWaitingAgeSeconds = 299),
    ],
    ['HighErrorRate', (f) => (f.services[0]!.errors5m = 5), (f) => (f.services[0]!.errors5m = 4)],
    [
      'NoLeadsDuringOfficeHours',
      (f) => (f.database!.officeMinutesSinceLastLead = 240),
      (f) => (f.database!.officeMinutesSinceLastLead = 239),
    ],
    [
      'ServiceRestarting',
      (f) => (f.services[3]!.restartedAt = '2026-11-24T17:55:00.000Z'),
      (f) => (f.services[3]!.restartedAt = '2026-11-24T17:49:00.000Z'),
    ],
    [
      'PostgresUnreachable',
      (f) => {
        f.postgresReachable = false;
        f.database = null;
      },
      (f) => (f.postgresReachable = true),
    ],
    ['RedisUnreachable', (f) => (f.queue.reachable = false), (f) => (f.queue.reachable = true)],
  ];

  it.each(cases)(
    'When %s’s condition holds, then it alone fires; when it ends, then it clears',
    (name, fire, clear) => {
      const figures = calm();
      fire(figures);
      expect(firingOf(figures)).toEqual([name]);
      clear(figures);
      expect(firingOf(figures)).toEqual([]);
    },
  );

  it('When a service that reported stops reporting, then ServiceRestarting fires', () => {
    const figures = calm();
    figures.services[1] = { ...figures.services[1]!, up: false, instances: 0 };
    expect(firingOf(figures)).toEqual(['ServiceRestarting']);
  });

  it('When fewer than 20 requests came, then one 5xx is not a high error rate', () => {
    const figures = calm();
    for (const service of figures.services) service.requests5m = 4;
    figures.services[0]!.errors5m = 1;
    expect(firingOf(figures)).toEqual([]);
  });

  it('When the queue runs on PostgreSQL and cannot be read, then RedisUnreachable does not fire', () => {
    const figures = calm();
    figures.queue = { ...figures.queue, backend: 'postgres', reachable: false };
    expect(firingOf(figures)).toEqual([]);
  });
});
