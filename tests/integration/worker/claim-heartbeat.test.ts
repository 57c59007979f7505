import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { createPool, type Pool } from '@firm/shared/server/db';
import { createLogger } from '@firm/shared/server/logger';
import type { QueueBackend } from '@firm/shared/server/queue';
import { CLAIM_EXPIRY_MS } from '@firm/worker/deliveries/claim-heartbeat';
import { DeliverySweeper } from '@firm/worker/sweeper/delivery-sweeper';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { seedLead } from '../../support/seed-lead';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { waitFor } from '../../support/wait-for';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The claim of a lead's intake e-mail: its holder (null when released), its expiry, its last re-drive. */
async function intakeClaim(pool: Pool, leadId: number) {
  const { rows } = await pool.query<{
    token: string | null;
    claimed_until: Date | null;
    redriven_at: Date | null;
  }>(
    `SELECT token, claimed_until, redriven_at FROM delivery_claims
      WHERE kind = 'intake_email' AND subject_key = $1 AND target = 'intake'`,
    [`lead-${leadId}`],
  );
  return rows[0];
}

describe.each<[string, (db: TIsolatedDatabase) => QueueBackend]>([
  ['Redis', () => ({ kind: 'redis', url: testRedisUrl() })],
  ['PostgreSQL', (db) => ({ kind: 'postgres', url: db.url })],
])('claim heartbeats on the %s backend', (_backend, backendOf) => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;

  beforeAll(async () => {
    db = await createIsolatedDatabase('heartbeat');
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
    await db.drop();
  });

  const mailsOf = (sink: TSmtpSink, leadId: number) =>
    sink.received.filter((mail) => mail.leadId === leadId);

  it('When the SMTP server answers only after the claim expiry, then the live holder keeps its claim and one e-mail goes out', async () => {
    const worker = await startTestWorker({
      pool: db.pool,
      backend: backendOf(db),
      queueName: uniqueQueueName('slow'),
      smtpUrl: smtp.url,
    });
    // afterMs 1 s: without the heartbeat, the lead would be overdue and its claim expired
    const sweeper = new DeliverySweeper({
      pool: db.pool,
      queue: worker.queue,
      logger: createLogger('sweeper-test'),
      afterMs: 1000,
      intervalMs: 1000,
    });
    try {
      const leadId = await seedLead(db.pool);
      smtp.delayNext(CLAIM_EXPIRY_MS + 10_000);
      const [job] = jobsForLead(leadId);
      await worker.queue.addBulk([job!]);
      await waitFor('the claim', async () => (await intakeClaim(db.pool, leadId))?.token, 10_000);
      const claimedAt = Date.now();
      sweeper.start();
      await sleep(CLAIM_EXPIRY_MS + 1000);
      const held = await intakeClaim(db.pool, leadId);
      expect(held?.token).toEqual(expect.any(String));
      expect(held!.claimed_until!.getTime()).toBeGreaterThan(Date.now());

      // a second job for the lead, after the expiry a claim without heartbeat would have had
      const second = `lead-${leadId}-notify-redrive-1`;
      // completed jobs are removed at once on PostgreSQL: their outcome is read as they complete
      const outcomes = new Map<string, unknown>();
      worker.worker.on('completed', (done, result) => outcomes.set(String(done.id), result));
      await worker.queue.addBulk([{ ...job!, opts: { ...job!.opts, jobId: second } }]);
      const outcome = await waitFor('the second job', () => outcomes.get(second), 8000);
      expect(outcome).toBe('held elsewhere');

      await waitFor('the slow e-mail', () => mailsOf(smtp, leadId)[0], 15_000);
      expect(Date.now() - claimedAt).toBeGreaterThan(CLAIM_EXPIRY_MS);
      await sleep(1500);
      expect(mailsOf(smtp, leadId)).toHaveLength(1);
      expect(await intakeClaim(db.pool, leadId)).toMatchObject({ token: null, redriven_at: null });
    } finally {
      await sweeper.stop();
      await worker.close();
    }
  }, 60_000);

  it('When the holder of a claim stops heartbeating (its worker died mid-send), then the sweeper re-drives the lead within 20 s', async () => {
    const queueName = uniqueQueueName('dead');
    const holderPool = createPool(db.url, { max: 2, applicationName: 'doomed-holder' });
    holderPool.on('error', () => undefined);
    const blackHole = await startSmtpSink();
    blackHole.delayNext(600_000);
    const doomed = await startTestWorker({
      pool: holderPool,
      backend: backendOf(db),
      queueName,
      smtpUrl: blackHole.url,
    });
    let survivor: TTestWorker | undefined;
    let sweeper: DeliverySweeper | undefined;
    try {
      const leadId = await seedLead(db.pool);
      await doomed.queue.addBulk(jobsForLead(leadId).slice(0, 1));
      await waitFor('the claim', async () => (await intakeClaim(db.pool, leadId))?.token, 10_000);
      await sleep(1000); // inside the SMTP transaction, waiting for the answer

      // the death: its job stays active in the queue until the queue notices, its claim unrenewed
      const diedAt = Date.now();
      await doomed.worker.close(true);
      await holderPool.end();

      survivor = await startTestWorker({
        pool: db.pool,
        backend: backendOf(db),
        queueName,
        smtpUrl: smtp.url,
      });
      // the production defaults: a lead is overdue only after 60 s, swept every 10 s
      sweeper = new DeliverySweeper({
        pool: db.pool,
        queue: survivor.queue,
        logger: createLogger('sweeper-test'),
      });
      sweeper.start();
      await waitFor('the re-driven e-mail', () => mailsOf(smtp, leadId)[0], 25_000, 100);
      const drainMs = Date.now() - diedAt;
      expect(drainMs).toBeLessThanOrEqual(20_000);
      await sleep(1500);
      expect(mailsOf(smtp, leadId)).toHaveLength(1);
      expect(blackHole.received).toHaveLength(0);
    } finally {
      await sweeper?.stop();
      doomed.mailer.close();
      await doomed.queue.close();
      await survivor?.close();
      await blackHole.close();
    }
  }, 60_000);
});
