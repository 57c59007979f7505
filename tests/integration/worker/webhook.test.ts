import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELIVER_WEBHOOK_JOB } from '@firm/shared/jobs/deliver-webhook.job';
import { jobRequest } from '@firm/shared/jobs/define-job';
import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import {
  DELIVERY_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from '@firm/worker/webhooks/signature';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { waitFor } from '../../support/wait-for';
import { seedLead } from '../../support/seed-lead';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

jest.setTimeout(30_000);

type TCall = {
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
  answered: number;
};

const SECRET = 'webhook-secret-for-tests';

describe('CRM webhooks', () => {
  let db: TIsolatedDatabase;
  let receiver: Server;
  let worker: TTestWorker;
  const calls: TCall[] = [];
  let failuresLeft = 0;
  let answerAfterMs = 0;
  let base = '';

  beforeAll(async () => {
    db = await createIsolatedDatabase('webhook');
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const redirect = req.url === '/moved';
        const answered = redirect ? 307 : failuresLeft > 0 ? 503 : 204;
        if (failuresLeft > 0 && !redirect) failuresLeft -= 1;
        calls.push({
          path: req.url ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
          headers: req.headers,
          answered,
        });
        res.statusCode = answered;
        if (redirect) res.setHeader('location', `${base}/internal/admin`);
        setTimeout(() => res.end(), answerAfterMs);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    const { port } = receiver.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    worker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'redis', url: testRedisUrl() },
      queueName: uniqueQueueName('webhook'),
      mailDir: `/tmp/webhook-test-mail-${process.pid}`,
      settings: {
        webhookUrls: [`${base}/crm/leads`],
        webhookSecret: SECRET,
        webhookTargets: { allowPrivate: true },
      },
    });
  });
  afterAll(async () => {
    await worker.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await db.drop();
  });

  it('When the CRM fails once and then accepts, then it gets the signed lead twice and the delivery is recorded once', async () => {
    const leadId = await seedLead(db.pool);
    failuresLeft = 1;
    await worker.queue.addBulk(jobsForLead(leadId));
    await waitFor('the accepted webhook', () => calls.some((call) => call.answered === 204));
    const mine = calls.filter((call) => call.headers[DELIVERY_HEADER] === `lead-${leadId}`);
    expect(mine.map((call) => call.answered)).toEqual([503, 204]);
    for (const call of mine) {
      const headers = {
        timestamp: call.headers[TIMESTAMP_HEADER] as string,
        signature: call.headers[SIGNATURE_HEADER] as string,
      };
      expect(verifyWebhookSignature(SECRET, headers, call.body)).toBe(true);
      expect(verifyWebhookSignature('not-the-secret-at-all', headers, call.body)).toBe(false);
    }
    const payload = JSON.parse(mine[1]?.body ?? '{}') as {
      event: string;
      lead: Record<string, unknown>;
    };
    expect(payload.event).toBe('lead.accepted');
    expect(payload.lead).toMatchObject({
      id: leadId,
      nombre: 'María José bPérezb',
      seccion: 'Contacto Español - google',
      form: 'contact-es',
      status: 'New Lead',
    });
    const rows = await waitFor('the delivery record', async () => {
      const result = await db.pool.query(
        "SELECT detail FROM deliveries WHERE kind = 'webhook' AND lead_id = $1",
        [leadId],
      );
      return result.rowCount ? result.rows : undefined;
    });
    expect(rows).toEqual([{ detail: 'HTTP 204' }]);
  });

  const jobState = async (jobId: string) => (await worker.queue.getJob(jobId))?.getState();

  it('When two jobs for one lead and one URL run at once (a stalled job re-run beside the original), then the CRM gets one POST', async () => {
    const leadId = await seedLead(db.pool);
    answerAfterMs = 300;
    const job = jobRequest(DELIVER_WEBHOOK_JOB, { leadId });
    const rerunId = `${job.opts.jobId}-rerun`;
    await worker.queue.addBulk([job, { ...job, opts: { ...job.opts, jobId: rerunId } }]);
    await waitFor(
      'both jobs to finish',
      async () =>
        (await jobState(job.opts.jobId)) === 'completed' &&
        (await jobState(rerunId)) === 'completed',
      15_000,
    );
    answerAfterMs = 0;
    const posts = calls.filter((call) => call.headers[DELIVERY_HEADER] === `lead-${leadId}`);
    expect(posts.map((call) => call.answered)).toEqual([204]);
    const { rows } = await db.pool.query(
      "SELECT detail FROM deliveries WHERE kind = 'webhook' AND lead_id = $1",
      [leadId],
    );
    expect(rows).toEqual([{ detail: 'HTTP 204' }]);
  });

  it('When the CRM answers with a redirect, then it is not followed and the delivery fails', async () => {
    await db.pool.query(
      `INSERT INTO routing_rules (channel, targets) VALUES ('webhook', ARRAY[$1])`,
      [`${base}/moved`],
    );
    try {
      const leadId = await seedLead(db.pool);
      const job = jobRequest(DELIVER_WEBHOOK_JOB, { leadId });
      await worker.queue.addBulk([job]);
      const failed = await waitFor(
        'the failed attempt',
        async () => {
          const found = await worker.queue.getJob(job.opts.jobId);
          return found && found.attemptsMade >= 1 ? found : undefined;
        },
        10_000,
      );
      expect(failed.failedReason).toContain('HTTP 307 (redirects are not followed)');
      const mine = calls.filter((call) => call.headers[DELIVERY_HEADER] === `lead-${leadId}`);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.every((call) => call.path === '/moved')).toBe(true);
      expect(
        (await db.pool.query(`SELECT 1 FROM deliveries WHERE lead_id = $1`, [leadId])).rowCount,
      ).toBe(0);
      await (await worker.queue.getJob(job.opts.jobId))?.remove().catch(() => undefined);
    } finally {
      await db.pool.query('DELETE FROM routing_rules');
    }
  });
});
