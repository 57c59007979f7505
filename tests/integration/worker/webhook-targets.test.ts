import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DELIVER_WEBHOOK_JOB } from '@firm/shared/jobs/deliver-webhook.job';
import { jobRequest } from '@firm/shared/jobs/define-job';
import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { waitFor } from '../../support/wait-for';
import { captureLogs } from '../../support/log-capture';
import { seedLead } from '../../support/seed-lead';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

jest.setTimeout(60_000);

// The loopback in every spelling a stored rule or WEBHOOK_URLS may hold (issue 25 §4).
const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  'localhost',
  '[::1]',
  '127.1',
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  '0.0.0.0',
  '[::]',
  '[::ffff:127.0.0.1]',
  '127.0.0.1.',
];

describe('webhook and e-mail targets, checked again when the worker sends', () => {
  let db: TIsolatedDatabase;
  let listener: Server;
  let port: number;
  let connections = 0;
  let smtp: TSmtpSink;
  let worker: TTestWorker;
  const logs = captureLogs();

  beforeAll(async () => {
    db = await createIsolatedDatabase('webhook_targets');
    // Every connection counts, whatever it says: a refused target must not even be connected to.
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) =>
      listener.listen({ port: 0, host: '::', ipv6Only: false }, () => resolve()),
    );
    port = (listener.address() as AddressInfo).port;
    smtp = await startSmtpSink();
    worker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'redis', url: testRedisUrl() },
      queueName: uniqueQueueName('webhook-targets'),
      smtpUrl: smtp.url,
      logger: logs.loggerFor('worker'),
      settings: {
        webhookSecret: 'webhook-secret-for-tests',
        webhookTargets: { allowPrivate: false },
      },
    });
  });
  afterAll(async () => {
    await worker.close();
    await smtp.close();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    await db.drop();
  });
  afterEach(() => db.pool.query('DELETE FROM routing_rules'));

  const addRule = (channel: 'email' | 'webhook', targets: string[]) =>
    db.pool.query('INSERT INTO routing_rules (channel, targets) VALUES ($1, $2)', [
      channel,
      targets,
    ]);
  const deadLetterOf = (leadId: number) =>
    waitFor(
      'the dead letter',
      async () =>
        (
          await db.pool.query<{ error: string; attempts: number }>(
            `SELECT error, attempts FROM dead_letters WHERE lead_id = $1 AND job_name = 'deliver-webhook'`,
            [leadId],
          )
        ).rows[0],
      20_000,
    );
  const webhookDeliveries = async (leadId: number) =>
    (
      await db.pool.query(`SELECT 1 FROM deliveries WHERE kind = 'webhook' AND lead_id = $1`, [
        leadId,
      ])
    ).rowCount;

  it('When a stored rule targets the loopback in any spelling, then nothing connects and the job is dead-lettered at once', async () => {
    await addRule(
      'webhook',
      LOOPBACK_SPELLINGS.map((host) => `https://${host}:${port}/crm`),
    );
    const leadId = await seedLead(db.pool);
    await worker.queue.addBulk([jobRequest(DELIVER_WEBHOOK_JOB, { leadId })]);

    const dead = await deadLetterOf(leadId);
    expect(dead.attempts).toBe(1);
    expect(dead.error).toMatch(/^webhook target refused \(/);
    expect(dead.error.match(/not public/g)).toHaveLength(LOOPBACK_SPELLINGS.length);
    expect(connections).toBe(0);
    expect(await webhookDeliveries(leadId)).toBe(0);
  });

  it('When WEBHOOK_URLS names a private address or is not https, then it is refused at send time too', async () => {
    const urls = [`https://localhost:${port}/env`, `http://crm.example.com:${port}/env`];
    const envWorker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'redis', url: testRedisUrl() },
      queueName: uniqueQueueName('webhook-targets-env'),
      settings: {
        webhookUrls: urls,
        webhookSecret: 'webhook-secret-for-tests',
        webhookTargets: { allowPrivate: false },
      },
    });
    try {
      const leadId = await seedLead(db.pool);
      await envWorker.queue.addBulk([jobRequest(DELIVER_WEBHOOK_JOB, { leadId })]);
      const dead = await deadLetterOf(leadId);
      expect(dead.error).toContain(`localhost:${port}: resolves to an address that is not public`);
      expect(dead.error).toContain(`crm.example.com:${port}: only https: is allowed`);
      expect(connections).toBe(0);
    } finally {
      await envWorker.close();
    }
  });

  it('When a stored e-mail rule holds addresses that are not one real address, then they never reach the e-mail and the log does not show them', async () => {
    await addRule('email', [
      'routed@firm.test',
      'probe@x.yz>',
      'intake@firm.test\u2028bcc:spy@evil.example',
      'bcc:spy@evil.example',
    ]);
    const leadId = await seedLead(db.pool);
    await worker.queue.addBulk(jobsForLead(leadId));
    const mail = await waitFor('the e-mail', () =>
      smtp.received.find((received) => received.leadId === leadId),
    );
    expect(mail.to).toEqual(['routed@firm.test']);
    expect(/^To: (.*)$/m.exec(mail.raw)?.[1]).toBe('routed@firm.test');
    expect(mail.raw).not.toMatch(/evil\.example|probe@/);
    expect(logs.text()).toContain('"skipped":3');
    expect(logs.text()).not.toMatch(/evil\.example|probe@x/);
  });

  it('When every address of the deciding e-mail rule is bad, then the default intake list still receives the lead', async () => {
    await addRule('email', ['probe@x.yz>']);
    const leadId = await seedLead(db.pool);
    await worker.queue.addBulk(jobsForLead(leadId));
    const mail = await waitFor('the e-mail', () =>
      smtp.received.find((received) => received.leadId === leadId),
    );
    expect(mail.to).toEqual(['intake@firm.test']);
  });
});
