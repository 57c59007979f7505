import { API_PATHS } from '@firm/shared/routes/api-paths';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { startTestRelay, type TTestRelay } from '../../support/pipeline';
import { Visitor } from '../../support/visitor';
import { waitFor } from '../../support/wait-for';

// Nothing listens there: Redis is "down".
const CLOSED_REDIS = 'redis://127.0.0.1:6390';

describe('Redis unreachable', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let relay: TTestRelay | undefined;
  let smtp: TSmtpSink;
  let worker: TTestWorker | undefined;
  const queueName = uniqueQueueName('outage');

  beforeAll(async () => {
    db = await createIsolatedDatabase('outage');
    smtp = await startSmtpSink();
    relay = startTestRelay(db.pool, { kind: 'redis', url: CLOSED_REDIS }, queueName);
    api = await startLeadsApi({
      pool: db.pool,
      redisUrl: CLOSED_REDIS,
      onLeadAccepted: () => relay?.relay.wake(),
    });
  });
  afterAll(async () => {
    await api.close();
    await relay?.close();
    await worker?.close();
    await smtp.close();
    await db.drop();
  });

  it('When Redis is down, then the submission succeeds fast, and the notification arrives once Redis is back', async () => {
    const fields = leadFields('contact-es');
    const visitor = new Visitor(api.url);
    const token = await visitor.token();
    const started = Date.now();
    const answer = await visitor.postForm(API_PATHS.leadSubmit, fields, { token });
    expect(answer.body).toEqual({ status: 'success' });
    expect(Date.now() - started).toBeLessThan(1000);

    const { rows } = await db.pool.query('SELECT id FROM leads WHERE idempotency_key = $1', [
      fields.idempotency_key,
    ]);
    const leadId = rows[0]?.id as number;
    // The relay keeps trying and failing: the row stays unpublished, nothing is lost.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const pending = await db.pool.query(
      'SELECT event, published_at FROM outbox WHERE subject_id = $1 ORDER BY id',
      [leadId],
    );
    expect(pending.rows).toEqual([
      { event: 'lead-accepted', published_at: null },
      { event: 'lead-acknowledge', published_at: null },
    ]);

    // Redis "returns": the relay and the worker now reach the real one.
    await relay?.close();
    relay = startTestRelay(db.pool, { kind: 'redis', url: testRedisUrl() }, queueName);
    worker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'redis', url: testRedisUrl() },
      queueName,
      smtpUrl: smtp.url,
    });

    await waitFor('the intake e-mail', () => smtp.received.some((mail) => mail.leadId === leadId));
    const published = await db.pool.query('SELECT published_at FROM outbox WHERE subject_id = $1', [
      leadId,
    ]);
    expect(published.rows[0]?.published_at).toBeInstanceOf(Date);
    expect(smtp.received.filter((mail) => mail.leadId === leadId)).toHaveLength(1);
  });
});
