import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { LEAD_JOB_ATTEMPTS } from '@firm/shared/jobs/queue-names';
import { createLogger } from '@firm/shared/server/logger';
import { createQueue, type QueueBackend } from '@firm/shared/server/queue';
import { watchQueue } from '@firm/worker/metrics/queue-metrics';
import { DeliverySweeper } from '@firm/worker/sweeper/delivery-sweeper';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { labelSets, scrape } from '../../support/metrics';
import { seedLead } from '../../support/seed-lead';
import { waitFor } from '../../support/wait-for';
import {
  startWorkerWithMetrics,
  type TWorkerWithMetrics,
} from '../../support/worker-metrics-harness';

// five attempts and the ops alert's 2 s window take about 4-6 s on a busy machine
jest.setTimeout(40_000);

describe('worker /metrics', () => {
  let db: TWorkerWithMetrics['db'];
  let smtp: TWorkerWithMetrics['smtp'];
  let worker: TWorkerWithMetrics['worker'];
  let metricsUrl: string;
  let running: TWorkerWithMetrics;

  beforeAll(async () => {
    running = await startWorkerWithMetrics('workermetrics');
    ({ db, smtp, worker, metricsUrl } = running);
  });
  afterAll(() => running.close());

  const moved = async (
    before: Awaited<ReturnType<typeof scrape>>,
    names: [string, Record<string, string>?][],
  ) => {
    const after = await scrape(metricsUrl);
    return Object.fromEntries(
      names.map(([name, labels]) => [
        `${name}${JSON.stringify(labels ?? {})}`,
        after.value(name, labels) - before.value(name, labels),
      ]),
    );
  };

  it('When a lead’s intake e-mail is accepted, then the latency histogram counts it once and the e-mail and job count as done', async () => {
    const before = await scrape(metricsUrl);
    const leadId = await seedLead(db.pool);
    await worker.queue.addBulk(jobsForLead(leadId));
    await waitFor('the intake e-mail', () => smtp.received.find((m) => m.leadId === leadId));
    // the job completes just after the SMTP 250 is recorded
    await waitFor('the job completed', async () =>
      (await worker.queue.getJob(`lead-${leadId}-notify`))?.finishedOn ? true : undefined,
    );
    expect(
      await moved(before, [
        ['firm_intake_email_latency_seconds_count'],
        ['firm_emails_sent_total', { transport: 'smtp' }],
        ['firm_jobs_completed_total', { job: 'notify-intake' }],
      ]),
    ).toEqual({
      'firm_intake_email_latency_seconds_count{}': 1,
      'firm_emails_sent_total{"transport":"smtp"}': expect.any(Number),
      'firm_jobs_completed_total{"job":"notify-intake"}': 1,
    });
    const after = await scrape(metricsUrl);
    expect(after.value('firm_emails_sent_total', { transport: 'smtp' })).toBeGreaterThanOrEqual(
      before.value('firm_emails_sent_total', { transport: 'smtp' }) + 1,
    );
    // seconds from received_at, never a lead's id or address in a label
    expect(labelSets(after.text, 'firm_intake_email_latency_seconds_count')).toEqual(['']);
  });

  it('When the SMTP server refuses every attempt, then each refusal counts with its reason, the retries count, and the dead letter counts once', async () => {
    const before = await scrape(metricsUrl);
    const leadId = await seedLead(db.pool);
    smtp.failNext(LEAD_JOB_ATTEMPTS);
    await worker.queue.addBulk(jobsForLead(leadId).filter((job) => job.name === 'notify-intake'));
    await waitFor('the dead letter', async () => {
      const { rowCount } = await db.pool.query('SELECT 1 FROM dead_letters WHERE lead_id = $1', [
        leadId,
      ]);
      return rowCount ? true : undefined;
    });
    expect(
      await moved(before, [
        ['firm_emails_failed_total', { transport: 'smtp', reason: 'rejected_4xx' }],
        ['firm_jobs_failed_total', { job: 'notify-intake' }],
        ['firm_jobs_retried_total', { job: 'notify-intake' }],
        ['firm_dead_letters_total', { job: 'notify-intake' }],
      ]),
    ).toEqual({
      'firm_emails_failed_total{"transport":"smtp","reason":"rejected_4xx"}': LEAD_JOB_ATTEMPTS,
      'firm_jobs_failed_total{"job":"notify-intake"}': LEAD_JOB_ATTEMPTS,
      'firm_jobs_retried_total{"job":"notify-intake"}': LEAD_JOB_ATTEMPTS - 1,
      'firm_dead_letters_total{"job":"notify-intake"}': 1,
    });
  });

  it('When the sweeper finds a lead whose intake e-mail is overdue, then its re-drive counts', async () => {
    const leadId = await seedLead(db.pool);
    await db.pool.query(
      `UPDATE leads SET received_at = now() - interval '5 minutes' WHERE id = $1`,
      [leadId],
    );
    const sweeper = new DeliverySweeper({
      pool: db.pool,
      queue: worker.queue,
      logger: createLogger('sweeper-test'),
      afterMs: 60_000,
      intervalMs: 60_000,
    });
    const before = await scrape(metricsUrl);
    const redriven = await sweeper.sweepOnce();
    expect(redriven).toBeGreaterThanOrEqual(1);
    const after = await scrape(metricsUrl);
    expect(
      after.value('firm_sweeper_redrives_total', { delivery: 'intake_email' }) -
        before.value('firm_sweeper_redrives_total', { delivery: 'intake_email' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it.each<[string, () => QueueBackend]>([
    ['Redis', () => ({ kind: 'redis', url: testRedisUrl() })],
    ['PostgreSQL', () => ({ kind: 'postgres', url: db.url })],
  ])(
    'When a job waits on the %s backend, then the queue gauges show it waiting and its age',
    async (_backend, backendOf) => {
      const queue = createQueue(uniqueQueueName('depth'), backendOf());
      queue.on('error', () => undefined);
      try {
        await queue.add('notify-intake', { leadId: 1 });
        await queue.add('notify-intake', { leadId: 2 }, { delay: 60_000 });
        await new Promise((resolve) => setTimeout(resolve, 1200));
        watchQueue(queue);
        const figures = await scrape(metricsUrl);
        expect({
          waiting: figures.value('firm_queue_jobs', { state: 'waiting' }),
          delayed: figures.value('firm_queue_jobs', { state: 'delayed' }),
          active: figures.value('firm_queue_jobs', { state: 'active' }),
        }).toEqual({ waiting: 1, delayed: 1, active: 0 });
        const age = figures.value('firm_queue_oldest_waiting_age_seconds');
        expect(age).toBeGreaterThanOrEqual(1);
        expect(age).toBeLessThan(30);
      } finally {
        watchQueue(worker.queue);
        await queue.obliterate({ force: true }).catch(() => undefined);
        await queue.close();
      }
    },
  );
});
