import type { Job } from 'bullmq';
import { jobRequest } from '@firm/shared/jobs/define-job';
import { NOTIFY_INTAKE_JOB } from '@firm/shared/jobs/notify-intake.job';
import { createQueue, createWorker, type QueueBackend } from '@firm/shared/server/queue';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { waitFor } from '../../support/wait-for';

/** Adds one lead job, lets a worker complete it, and returns the queue's completed count. */
async function completedAfterOneJob(backend: QueueBackend): Promise<number> {
  const name = uniqueQueueName('retention');
  const queue = createQueue(name, backend);
  let done = 0;
  const worker = createWorker(
    name,
    async (_job: Job) => {
      done += 1;
      return 'ok';
    },
    backend,
  );
  // Dropping the database at the end ends the backend's connections: expected, not a failure.
  queue.on('error', () => undefined);
  worker.on('error', () => undefined);
  try {
    const request = jobRequest(NOTIFY_INTAKE_JOB, { leadId: 41 });
    await queue.add(request.name, request.data, request.opts);
    await waitFor('the job to complete', async () => done === 1);
    // The completion (and its retention) is written right after the processor resolves.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return (await queue.getJobCounts('completed')).completed ?? 0;
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

describe('retention of finished jobs', () => {
  let db: TIsolatedDatabase;

  beforeAll(async () => {
    db = await createIsolatedDatabase('retention');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When a job completes on Redis, then it is kept (recent work stays visible)', async () => {
    expect(await completedAfterOneJob({ kind: 'redis', url: testRedisUrl() })).toBe(1);
  });

  it("When a job completes on PostgreSQL, then it is removed at once (BullMQ's count and age retention scan every finished job there)", async () => {
    expect(await completedAfterOneJob({ kind: 'postgres', url: db.url })).toBe(0);
  });
});
