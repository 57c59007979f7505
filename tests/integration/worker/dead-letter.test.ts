import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { LEAD_JOB_ATTEMPTS } from '@firm/shared/jobs/queue-names';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { waitFor } from '../../support/wait-for';
import { seedLead } from '../../support/seed-lead';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

describe('jobs that exhaust their retries', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let worker: TTestWorker;

  beforeAll(async () => {
    db = await createIsolatedDatabase('deadletter');
    smtp = await startSmtpSink();
    worker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'redis', url: testRedisUrl() },
      queueName: uniqueQueueName('dead'),
      smtpUrl: smtp.url,
      backoffBaseMs: 10,
    });
  });
  afterAll(async () => {
    await worker.close();
    await smtp.close();
    await db.drop();
  });

  it('When the SMTP server refuses every attempt, then the job is dead-lettered once and ops get an alert; retried from the dashboard, it is sent and its dead letter resolved', async () => {
    const leadId = await seedLead(db.pool);
    smtp.failNext(LEAD_JOB_ATTEMPTS);
    await worker.queue.addBulk(jobsForLead(leadId));

    const alert = await waitFor(
      'the ops alert',
      () => smtp.received.find((mail) => mail.to.includes('ops@firm.test')),
      20_000,
    );
    const { rows } = await db.pool.query(
      'SELECT id, job_id, job_name, attempts, payload FROM dead_letters',
    );
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        job_id: `lead-${leadId}-notify`,
        job_name: 'notify-intake',
        attempts: LEAD_JOB_ATTEMPTS,
        payload: { leadId },
      },
    ]);
    expect(smtp.refused()).toBe(LEAD_JOB_ATTEMPTS);
    expect(alert.messageId).toBe(`<dead-letters-${rows[0].id}-${rows[0].id}.alert@firm.test>`);
    expect(alert.text).toContain('notify-intake');
    expect(smtp.received.filter((mail) => mail.leadId === leadId)).toHaveLength(0);
    const job = await worker.queue.getJob(`lead-${leadId}-notify`);
    expect(await job?.getState()).toBe('failed');

    // retried from the queue dashboard (bull-board calls job.retry): the e-mail goes out and the
    // dead letter is resolved, so the status page's DeadLetters alert clears
    await job!.retry('failed');
    await waitFor(
      'the retried intake e-mail',
      () => smtp.received.find((mail) => mail.leadId === leadId),
      20_000,
    );
    await waitFor(
      'the dead letter resolved',
      async () =>
        (await db.pool.query('SELECT 1 FROM dead_letters WHERE resolved_at IS NOT NULL')).rowCount,
      10_000,
    );
    // Jest leaves the integration project's testTimeout out (jestjs/jest#9759): five attempts and the
    // alert's 2 s window take about 4-6 s on a busy machine, past Jest's 5 s default.
  }, 50_000);
});
