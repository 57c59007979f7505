import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { LEAD_JOB_ATTEMPTS } from '@firm/shared/jobs/queue-names';
import { createPool, pingDatabase } from '@firm/shared/server/db';
import { createQueue } from '@firm/shared/server/queue';
import { pingQueueRedis, watchStores } from '@firm/shared/server/store-metrics';
import { watchLeadHealth } from '@firm/worker/metrics/lead-health-metrics';
import { uniqueQueueName } from '../../support/env';
import { scrape } from '../../support/metrics';
import { seedLead } from '../../support/seed-lead';
import { waitFor } from '../../support/wait-for';
import {
  startWorkerWithMetrics,
  type TWorkerWithMetrics,
} from '../../support/worker-metrics-harness';

// five refused attempts before the dead letter, and a 2 s ping timeout for the unreachable stores
jest.setTimeout(40_000);

/**
 * The gauges the alerts of infra/k8s/components/monitoring read (LeadWithoutIntakeEmail, DeadLetters,
 * NoLeadsDuringOfficeHours, PostgresUnreachable, RedisUnreachable), each moved by its real event.
 */
describe('worker alert gauges', () => {
  let w: TWorkerWithMetrics;
  beforeAll(async () => {
    w = await startWorkerWithMetrics('alertgauges');
  });
  afterAll(() => w.close());

  it('When a lead has waited 11 minutes without its intake e-mail, then the oldest-lead gauge shows it, and it falls to 0 once the e-mail is accepted', async () => {
    const leadId = await seedLead(w.db.pool);
    await w.db.pool.query(
      `UPDATE leads SET received_at = now() - interval '11 minutes' WHERE id = $1`,
      [leadId],
    );
    const waiting = (await scrape(w.metricsUrl)).value(
      'firm_lead_without_intake_email_oldest_age_seconds',
    );
    expect(waiting).toBeGreaterThanOrEqual(660);
    expect(waiting).toBeLessThan(720);

    await w.worker.queue.addBulk(jobsForLead(leadId));
    await waitFor('the intake e-mail', () => w.smtp.received.find((m) => m.leadId === leadId));
    await waitFor('the gauge back at 0', async () =>
      (await scrape(w.metricsUrl)).value('firm_lead_without_intake_email_oldest_age_seconds') === 0
        ? true
        : undefined,
    );
  });

  it('When a lead’s e-mail is dead-lettered, then the dead letters waiting count one, and none once it is resolved', async () => {
    expect((await scrape(w.metricsUrl)).value('firm_dead_letters_waiting')).toBe(0);
    const leadId = await seedLead(w.db.pool);
    w.smtp.failNext(LEAD_JOB_ATTEMPTS);
    await w.worker.queue.addBulk(jobsForLead(leadId).filter((job) => job.name === 'notify-intake'));
    await waitFor('the dead letter', async () =>
      (await scrape(w.metricsUrl)).value('firm_dead_letters_waiting') === 1 ? true : undefined,
    );
    await w.db.pool.query('UPDATE dead_letters SET resolved_at = now() WHERE lead_id = $1', [
      leadId,
    ]);
    expect((await scrape(w.metricsUrl)).value('firm_dead_letters_waiting')).toBe(0);
  });

  it('When the last lead came Tuesday 16:00 in El Paso, then Wednesday 11:30 is 4 h 30 of office time later with the office open, and Wednesday 20:00 is closed', async () => {
    // November 2026: Mountain Standard Time, UTC−7; the default hours (no site configuration imported)
    // are Monday–Friday 9:00–18:00
    await w.db.pool.query(`UPDATE leads SET received_at = '2026-11-24T23:00:00Z'`);
    try {
      watchLeadHealth(w.db.pool, () => Date.parse('2026-11-25T18:30:00Z'));
      const open = await scrape(w.metricsUrl);
      expect({
        last: open.value('firm_last_lead_received_timestamp_seconds'),
        open: open.value('firm_office_open'),
        officeSeconds: open.value('firm_office_seconds_since_last_lead'),
      }).toEqual({
        last: Date.parse('2026-11-24T23:00:00Z') / 1000,
        open: 1,
        officeSeconds: (120 + 150) * 60,
      });
      watchLeadHealth(w.db.pool, () => Date.parse('2026-11-26T03:00:00Z'));
      const closed = await scrape(w.metricsUrl);
      expect(closed.value('firm_office_open')).toBe(0);
      expect(closed.value('firm_office_seconds_since_last_lead')).toBe((120 + 540) * 60);
    } finally {
      watchLeadHealth(w.db.pool);
    }
  });

  it('When PostgreSQL and Redis answer, then both are up for the service, and 0 when they do not', async () => {
    watchStores('worker', {
      postgres: () => pingDatabase(w.db.pool),
      redis: pingQueueRedis(w.worker.queue),
    });
    const up = await scrape(w.metricsUrl);
    expect({
      postgres: up.value('firm_postgres_up', { service: 'worker' }),
      redis: up.value('firm_redis_up', { service: 'worker' }),
    }).toEqual({ postgres: 1, redis: 1 });

    // nothing listens on port 1
    const deadPool = createPool('postgres://postgres@127.0.0.1:1/none', { max: 1 });
    deadPool.on('error', () => undefined);
    const deadQueue = createQueue(uniqueQueueName('dead'), {
      kind: 'redis',
      url: 'redis://127.0.0.1:1',
    });
    deadQueue.on('error', () => undefined);
    try {
      watchStores('worker', {
        postgres: () => pingDatabase(deadPool),
        redis: pingQueueRedis(deadQueue),
      });
      const down = await scrape(w.metricsUrl);
      expect({
        postgres: down.value('firm_postgres_up', { service: 'worker' }),
        redis: down.value('firm_redis_up', { service: 'worker' }),
      }).toEqual({ postgres: 0, redis: 0 });
    } finally {
      watchStores('worker', {});
      await deadQueue.close().catch(() => undefined);
      await deadPool.end();
    }
  });
});
