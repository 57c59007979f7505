import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { LEAD_JOB_ATTEMPTS } from '@firm/shared/jobs/queue-names';
import { requestRedrive } from '@firm/shared/leads/redrive.repository';
import { createLogger } from '@firm/shared/server/logger';
import { resendLead } from '@firm/leads-api/inbox/inbox.service';
import { DeliverySweeper } from '@firm/worker/sweeper/delivery-sweeper';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { waitFor } from '../../support/wait-for';
import { seedLead } from '../../support/seed-lead';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

describe('delivery claims, the sweeper and re-drives', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let worker: TTestWorker;
  let sweeper: DeliverySweeper;

  beforeAll(async () => {
    db = await createIsolatedDatabase('claims');
    smtp = await startSmtpSink();
    worker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'redis', url: testRedisUrl() },
      queueName: uniqueQueueName('claims'),
      smtpUrl: smtp.url,
      backoffBaseMs: 10,
    });
    sweeper = new DeliverySweeper({
      pool: db.pool,
      queue: worker.queue,
      logger: createLogger('sweeper-test'),
      afterMs: 1000,
    });
  });
  afterAll(async () => {
    await worker.close();
    await smtp.close();
    await db.drop();
  });

  const mailsOf = (leadId: number) => smtp.received.filter((mail) => mail.leadId === leadId);
  const age = (leadId: number) =>
    db.pool.query(`UPDATE leads SET received_at = now() - interval '5 minutes' WHERE id = $1`, [
      leadId,
    ]);

  it('When two jobs for one lead run at once, then one e-mail is sent', async () => {
    const leadId = await seedLead(db.pool);
    const [job] = jobsForLead(leadId);
    await worker.queue.addBulk([
      job!,
      { ...job!, opts: { ...job!.opts, jobId: `lead-${leadId}-notify-redrive-1` } },
    ]);
    await waitFor('the e-mail', () => mailsOf(leadId)[0], 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsOf(leadId)).toHaveLength(1);
  });

  it('When another holder claimed the e-mail and has not expired, then the job sends nothing', async () => {
    const leadId = await seedLead(db.pool);
    await db.pool.query(
      `INSERT INTO delivery_claims (kind, subject_key, target, lead_id, token, claimed_until)
       VALUES ('intake_email', $1, 'intake', $2, 'dead-worker', now() + interval '1 minute')`,
      [`lead-${leadId}`, leadId],
    );
    await worker.queue.addBulk(jobsForLead(leadId));
    const job = await waitFor(
      'the job to finish',
      async () => {
        const found = await worker.queue.getJob(`lead-${leadId}-notify`);
        return (await found?.getState()) === 'completed' ? found : undefined;
      },
      10_000,
    );
    expect(job?.returnvalue).toBe('held elsewhere');
    expect(mailsOf(leadId)).toHaveLength(0);
  });

  it('When a lead has no job (Redis restarted empty) and its e-mail is overdue, then the sweeper re-drives it once', async () => {
    const leadId = await seedLead(db.pool);
    await age(leadId);
    await db.pool.query('UPDATE outbox SET published_at = now()');
    expect(await sweeper.sweepOnce()).toBeGreaterThanOrEqual(1);
    await waitFor('the re-driven e-mail', () => mailsOf(leadId)[0], 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sweeper.sweepOnce()).toBe(0);
    expect(mailsOf(leadId)).toHaveLength(1);
  });

  it('When a lead was dead-lettered, then the sweeper leaves it until a re-drive, which sends it once', async () => {
    const leadId = await seedLead(db.pool);
    smtp.failNext(LEAD_JOB_ATTEMPTS);
    await worker.queue.addBulk(jobsForLead(leadId));
    await waitFor(
      'the dead letter',
      async () =>
        (await db.pool.query('SELECT 1 FROM dead_letters WHERE lead_id = $1', [leadId])).rows[0],
      20_000,
    );
    await age(leadId);
    await sweeper.sweepOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsOf(leadId)).toHaveLength(0);

    const [result] = await requestRedrive(db.pool, 'dead-letters');
    expect(result).toEqual({ leadId, alreadyDelivered: false, deadLettersResolved: 1 });
    expect(await sweeper.sweepOnce()).toBeGreaterThanOrEqual(1);
    await waitFor('the re-driven e-mail', () => mailsOf(leadId)[0], 10_000);
    expect(await requestRedrive(db.pool, [leadId])).toEqual([
      { leadId, alreadyDelivered: true, deadLettersResolved: 0 },
    ]);
    expect(await sweeper.sweepOnce()).toBe(0);
    expect(mailsOf(leadId)).toHaveLength(1);
  });

  it('When the staff inbox re-sends a lead whose e-mail never went out, then it is re-driven once, not sent as a second copy', async () => {
    const leadId = await seedLead(db.pool);
    await age(leadId);
    await db.pool.query('UPDATE outbox SET published_at = now()');
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO staff_accounts (email, role, password_hash) VALUES ('ana@firm.test', 'intake', '$argon2id$x')
       RETURNING id`,
    );
    let woken = 0;
    const answer = await resendLead(
      { pool: db.pool, onOutbox: () => (woken += 1) },
      { leadId, actorId: rows[0]!.id, locale: 'es' },
    );
    expect(answer).toEqual({ resendId: expect.any(Number), redriven: true });
    expect(woken).toBe(0);
    expect(await sweeper.sweepOnce()).toBeGreaterThanOrEqual(1);
    await waitFor('the re-driven e-mail', () => mailsOf(leadId)[0], 10_000);
    expect(mailsOf(leadId).map((mail) => mail.messageId)).toEqual([
      `<lead-${leadId}.intake@firm.test>`,
    ]);
  });
});
