import { UnrecoverableError, type Job } from 'bullmq';
import { CONTENT_QUEUE_NAME, publishScheduledJob } from '@firm/shared/jobs/publish-scheduled.job';
import { queuePlacement } from '@firm/shared/jobs/queue-names';
import type { Logger } from '@firm/shared/server/logger';
import { createQueue, createWorker, type QueueBackend } from '@firm/shared/server/queue';
import { pingQueueRedis, type TStorePing } from '@firm/shared/server/store-metrics';
import type { TDocumentKind } from './document-kind';
import { type TDb } from './documents.repository';
import { listSchedules } from './states.repository';
import type { DocumentsService, TScheduledPublish } from './documents.service';

/** What the publishing queue is built from. */
export type TPublishQueueDeps = {
  backend: QueueBackend;
  /** BullMQ key prefix on Redis. */
  prefix: string;
  logger: Logger;
  /** @defaultValue CONTENT_QUEUE_NAME (tests use unique names) */
  queueName?: string;
};

/** The scheduled publications: put on the queue, run by this instance's worker, checked again. */
export type TPublishQueue = {
  enqueue: (job: TScheduledPublish, at: Date) => Promise<void>;
  /** Starts the worker (after the engine exists: the worker runs its schedules). */
  start: (documents: DocumentsService, kinds: TDocumentKind<unknown>[], db: TDb) => void;
  close: () => Promise<void>;
  /** A Redis ping over the queue's connection (the `firm_redis_up` gauge); none on PostgreSQL. */
  pingRedis?: TStorePing;
};

// Retries of a job that failed (the database restarting): 5 s doubling, ten times.
const JOB_OPTIONS = { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } } as const;
// Every instance puts every schedule of the database on the queue again this often (the job ids are
// the schedules' own, so nothing runs twice): a job lost with a Redis that was emptied comes back.
const RECONCILE_MS = 60_000;

/**
 * The studio's scheduling on BullMQ (Redis, or its PostgreSQL backend without `REDIS_URL`): a delayed
 * job per scheduled language, named by its schedule, so it survives restarts of every service and
 * fires once; the handler locks the state row and publishes only the schedule still set.
 */
export function createPublishQueue(deps: TPublishQueueDeps): TPublishQueue {
  const name = deps.queueName ?? CONTENT_QUEUE_NAME;
  const placement = queuePlacement(deps.backend.kind, deps.prefix);
  const queue = createQueue(name, deps.backend, { ...placement });
  let stop: (() => Promise<void>) | undefined;
  const enqueue = async (job: TScheduledPublish, at: Date, jobId?: string) => {
    const data = publishScheduledJob.schema.parse(job);
    await queue.add(publishScheduledJob.name, data, {
      ...JOB_OPTIONS,
      jobId: jobId ?? publishScheduledJob.jobId(data),
      delay: Math.max(0, at.getTime() - Date.now()),
    });
  };
  return {
    enqueue: (job, at) => enqueue(job, at),
    ...(deps.backend.kind === 'redis' ? { pingRedis: pingQueueRedis(queue) } : {}),
    start(documents, kinds, db) {
      const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));
      const worker = createWorker(
        name,
        async (job: Job) => {
          const parsed = publishScheduledJob.schema.safeParse(job.data);
          if (!parsed.success) throw new UnrecoverableError('invalid payload');
          const kind = byKind.get(parsed.data.kind);
          if (!kind) throw new UnrecoverableError(`unknown kind "${parsed.data.kind}"`);
          const outcome = await documents.runSchedule(kind, parsed.data);
          // a clock ahead of this one fired it early: wait the rest under another id
          if (typeof outcome === 'number')
            await enqueue(parsed.data, new Date(Date.now() + outcome), `${job.id}-${Date.now()}`);
          deps.logger.info({ jobId: job.id, ...parsed.data, outcome }, 'scheduled publication');
          return typeof outcome === 'number' ? 'early' : outcome;
        },
        deps.backend,
        { ...placement, concurrency: 2 },
      );
      worker.on('error', (error) => deps.logger.warn({ err: error }, 'publishing queue error'));
      const reconcile = async () => {
        for (const row of await listSchedules(db)) {
          const job = { kind: row.kind, key: row.key, lang: row.lang, scheduleId: row.schedule_id };
          await enqueue(job, row.scheduled_at);
        }
      };
      const run = () =>
        reconcile().catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'scheduled publications could not be queued'),
        );
      void run();
      const timer = setInterval(() => void run(), RECONCILE_MS);
      timer.unref();
      stop = async () => {
        clearInterval(timer);
        await worker.close();
      };
    },
    async close() {
      await stop?.();
      await queue.close();
    },
  };
}
