import { createLogger } from '@firm/shared/server/logger';
import { createQueue } from '@firm/shared/server/queue';
import type { TJobRequest } from '@firm/shared/jobs/define-job';
import { OutboxRelay } from '@firm/leads-api/outbox/outbox-relay';
import { seedLead } from '../../support/seed-lead';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { waitFor } from '../../support/wait-for';

const logger = createLogger('relay-test');

describe('outbox relay', () => {
  let db: TIsolatedDatabase;

  beforeAll(async () => {
    db = await createIsolatedDatabase('relay');
  });
  afterAll(async () => {
    await db.drop();
  });
  beforeEach(async () => {
    await db.pool.query('UPDATE outbox SET published_at = now() WHERE published_at IS NULL');
  });

  const unpublished = async () =>
    (await db.pool.query('SELECT 1 FROM outbox WHERE published_at IS NULL')).rowCount;

  it('When a row is published twice (a crash before marking it), then BullMQ holds each job once', async () => {
    const queue = createQueue(uniqueQueueName('relay'), { kind: 'redis', url: testRedisUrl() });
    const relay = new OutboxRelay({ pool: db.pool, queue, logger });
    try {
      const leadId = await seedLead(db.pool);
      expect(await relay.publishOnce()).toBe(1);
      await db.pool.query('UPDATE outbox SET published_at = NULL WHERE subject_id = $1', [leadId]);
      expect(await relay.publishOnce()).toBe(1);
      const jobs = await queue.getJobs(['waiting', 'delayed', 'active']);
      expect(jobs.map((job) => job.id)).toEqual([`lead-${leadId}-notify`]);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('When the queue rejects, then the rows stay unpublished and the error surfaces', async () => {
    const relay = new OutboxRelay({
      pool: db.pool,
      queue: { addBulk: () => Promise.reject(new Error('Redis is down')) },
      logger,
    });
    await seedLead(db.pool);
    await expect(relay.publishOnce()).rejects.toThrow('Redis is down');
    expect(await unpublished()).toBe(1);
  });

  it('When the queue hangs, then the publish is abandoned after the timeout and retried later', async () => {
    const relay = new OutboxRelay({
      pool: db.pool,
      queue: { addBulk: () => new Promise(() => undefined) },
      logger,
      publishTimeoutMs: 200,
    });
    await seedLead(db.pool);
    await expect(relay.publishOnce()).rejects.toThrow(/timed out/);
    expect(await unpublished()).toBe(1);
  });

  it('When three relays run at once, then every row is published exactly once', async () => {
    const published: string[] = [];
    const sink = {
      addBulk: async (jobs: TJobRequest[]) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        published.push(...jobs.map((job) => job.opts.jobId));
      },
    };
    const ids = [];
    for (let i = 0; i < 60; i += 1) ids.push(await seedLead(db.pool));
    const relays = [1, 2, 3].map(
      () =>
        new OutboxRelay({ pool: db.pool, queue: sink, logger, batchSize: 7, pollIntervalMs: 20 }),
    );
    relays.forEach((relay) => relay.start());
    try {
      await waitFor('every row published', async () => (await unpublished()) === 0);
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
    expect(published).toHaveLength(ids.length);
    expect(new Set(published).size).toBe(published.length);
  });

  it('When a relay is woken after a commit, then it publishes without waiting for its poll interval', async () => {
    const published: string[] = [];
    const relay = new OutboxRelay({
      pool: db.pool,
      queue: {
        addBulk: async (jobs: TJobRequest[]) =>
          void published.push(...jobs.map((j) => j.opts.jobId)),
      },
      logger,
      pollIntervalMs: 60_000,
    });
    relay.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const leadId = await seedLead(db.pool);
      const started = Date.now();
      relay.wake();
      await waitFor('the woken publish', () => published.includes(`lead-${leadId}-notify`));
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await relay.stop();
    }
  });
});
