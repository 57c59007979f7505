import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@firm/shared/server/logger';
import { resolveQueuePrefix } from '@firm/shared/server/installation';
import type { QueueBackend } from '@firm/shared/server/queue';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startTestRelay, type TTestRelay } from '../../support/pipeline';
import { seedLead } from '../../support/seed-lead';
import { waitFor } from '../../support/wait-for';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

/** One database with the processes of a service start: its prefix, relay and worker. */
type TInstallation = {
  db: TIsolatedDatabase;
  prefix: string;
  relay: TTestRelay;
  worker: TTestWorker;
  mailDir: string;
};

const backend: QueueBackend = { kind: 'redis', url: testRedisUrl() };
// the one queue name both databases use, as `leads` in production
const queueName = uniqueQueueName('prefix');
const logger = createLogger('queue-prefix-test', 'silent');

async function startInstallation(label: string): Promise<TInstallation> {
  const db = await createIsolatedDatabase(label);
  const prefix = await resolveQueuePrefix({ db: db.pool, logger });
  const mailDir = await mkdtemp(path.join(tmpdir(), `firm-${label}-`));
  const relay = startTestRelay(db.pool, backend, queueName, prefix);
  const worker = await startTestWorker({
    pool: db.pool,
    backend,
    queueName,
    queuePrefix: prefix,
    mailDir,
  });
  return { db, prefix, relay, worker, mailDir };
}

/** Waits for the intake e-mail of `leadId` recorded as delivered in this database. */
function intakeDelivered(installation: TInstallation, leadId: number) {
  return waitFor(`intake e-mail of lead ${leadId} in ${installation.prefix}`, async () => {
    const { rows } = await installation.db.pool.query<{ job_id: string }>(
      `SELECT job_id FROM deliveries WHERE kind = 'intake_email' AND lead_id = $1`,
      [leadId],
    );
    return rows[0]?.job_id;
  });
}

describe('two databases on one Redis (a reset, a restore, a test database)', () => {
  const started: TInstallation[] = [];

  afterAll(async () => {
    for (const installation of started) {
      await installation.relay.close();
      await installation.worker.close();
      await installation.db.drop();
      await rm(installation.mailDir, { recursive: true, force: true });
    }
  });

  it("When a new database's lead 1 is relayed on a Redis that still holds the old database's lead 1 jobs, then its intake job is added and processed at once", async () => {
    const first = await startInstallation('prefixold');
    started.push(first);
    const oldLead = await seedLead(first.db.pool);
    first.relay.relay.wake();
    expect(await intakeDelivered(first, oldLead)).toBe(`lead-${oldLead}-notify`);
    // the old database goes away; Redis keeps its completed jobs (7 days)
    await first.relay.relay.stop();
    await first.worker.worker.close();
    expect(await first.worker.queue.getJobState(`lead-${oldLead}-notify`)).toBe('completed');

    const second = await startInstallation('prefixnew');
    started.push(second);
    const newLead = await seedLead(second.db.pool);
    expect(newLead).toBe(oldLead);
    second.relay.relay.wake();

    // no sweeper runs here: a dropped add would never be delivered
    expect(await intakeDelivered(second, newLead)).toBe(`lead-${newLead}-notify`);
    const job = await second.worker.queue.getJob(`lead-${newLead}-notify`);
    expect(job?.finishedOn).toBeGreaterThan(
      (await first.worker.queue.getJob(`lead-${oldLead}-notify`))?.finishedOn ?? Infinity,
    );
    expect(second.prefix).not.toBe(first.prefix);
  });
});
