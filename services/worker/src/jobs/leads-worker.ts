import { UnrecoverableError, type Job, type Worker } from 'bullmq';
import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { SpanKind, inSpan } from '@firm/shared/server/trace-context';
import { createWorker, type QueueBackend } from '@firm/shared/server/queue';
import {
  LEAD_JOB_BACKOFF_BASE_MS,
  DEFAULT_QUEUE_PREFIX,
  LEADS_QUEUE_NAME,
  LEAD_WORKER_RECOVERY,
  queuePlacement,
  retryDelayMs,
} from '@firm/shared/jobs/queue-names';
import { deadLetter, isFinalAttempt } from '../dead-letters/dead-letter';
import { resolveDeadLetterOfJob } from '../dead-letters/dead-letters.repository';
import type { TMailer } from '../mail/mailer';
import type { TSmsProvider } from '../sms/sms-provider';
import { createWorkerStore, type TWorkerStore } from '../store/worker-store';
import type { THandlerSettings, TJobContext, TJobSink } from './job-context';
import { JOB_HANDLERS, jobLabel } from './job-handlers';
import { jobsCompleted, jobsFailed, jobsRetried } from '../metrics/worker-metrics';

/** Dependencies of {@link createLeadsWorker}. */
export type TLeadsWorkerDeps = {
  pool: Pool;
  /** Data access of the handlers. @defaultValue createWorkerStore(pool) */
  store?: TWorkerStore;
  mailer: TMailer;
  /** Producer for follow-up jobs (referral fan-out, ops alerts) on the same queue. */
  queue: TJobSink;
  backend: QueueBackend;
  settings: THandlerSettings;
  logger: Logger;
  /** BullMQ key prefix on Redis: the database's (`resolveQueuePrefix`). @defaultValue DEFAULT_QUEUE_PREFIX */
  queuePrefix?: string;
  /** Queue name. @defaultValue LEADS_QUEUE_NAME (tests use unique names) */
  queueName?: string;
  /** Jobs run in parallel. @defaultValue 20 */
  concurrency?: number;
  /** Base of the exponential backoff. @defaultValue LEAD_JOB_BACKOFF_BASE_MS (about a day over 8 attempts) */
  backoffBaseMs?: number;
  /** The text provider (issue 29 §2); absent → texts are off. */
  sms?: TSmsProvider | undefined;
  /** Where handlers read the time. @defaultValue Date.now */
  now?: () => number;
};

/** The job's span, in the trace its payload carries (the lead's, tracing on). */
function jobSpan(job: Job, run: () => Promise<string>): Promise<string> {
  const data = job.data as { traceparent?: unknown } | undefined;
  return inSpan(
    `job ${job.name}`,
    {
      kind: SpanKind.CONSUMER,
      parent: typeof data?.traceparent === 'string' ? data.traceparent : null,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.operation': 'process',
        'messaging.message.id': String(job.id),
        'job.attempt': job.attemptsMade + 1,
      },
    },
    run,
  );
}

/**
 * Runs one job: validates its payload (a payload that can never succeed is unrecoverable),
 * calls its handler, and dead-letters it when this failure is its last. The run is the job's span,
 * a child of the span that created the job (the outbox relay's, tracing on).
 */
export function processLeadJob(deps: TLeadsWorkerDeps) {
  const run = runLeadJob(deps);
  return (job: Job): Promise<string> => jobSpan(job, () => run(job));
}

function runLeadJob(deps: TLeadsWorkerDeps) {
  const store = deps.store ?? createWorkerStore(deps.pool);
  return async (job: Job): Promise<string> => {
    const log = deps.logger.child({ jobId: job.id, job: job.name, attempt: job.attemptsMade + 1 });
    const context: TJobContext = {
      pool: deps.pool,
      store,
      mailer: deps.mailer,
      queue: deps.queue,
      settings: deps.settings,
      log,
      jobId: String(job.id),
      sms: deps.sms,
      now: deps.now ?? Date.now,
    };
    try {
      const registered = JOB_HANDLERS.get(job.name);
      if (!registered) throw new UnrecoverableError(`unknown job "${job.name}"`);
      const parsed = registered.definition.schema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`invalid payload for "${job.name}"`);
      const outcome = await registered.handler(parsed.data as never, context);
      log.info({ outcome }, 'job done');
      jobsCompleted.inc({ job: jobLabel(job.name) });
      // a job past its retries that succeeds was retried by a person (the queue dashboard)
      if (job.attemptsMade >= (job.opts.attempts ?? 1))
        await resolveDeadLetterOfJob(deps.pool, job.queueName, String(job.id)).catch(
          (error: unknown) => log.warn({ err: error }, 'dead letter of a retried job not resolved'),
        );
      return outcome;
    } catch (error) {
      jobsFailed.inc({ job: jobLabel(job.name) });
      if (isFinalAttempt(job, error)) await deadLetter(job, error, context);
      else {
        jobsRetried.inc({ job: jobLabel(job.name) });
        log.warn({ err: error }, 'job failed; will retry');
      }
      throw error;
    }
  };
}

/** The BullMQ worker of the leads queue (Redis or PostgreSQL backend). */
export function createLeadsWorker(deps: TLeadsWorkerDeps): Worker {
  const base = deps.backoffBaseMs ?? LEAD_JOB_BACKOFF_BASE_MS;
  const worker = createWorker(
    deps.queueName ?? LEADS_QUEUE_NAME,
    processLeadJob(deps),
    deps.backend,
    {
      ...queuePlacement(deps.backend.kind, deps.queuePrefix ?? DEFAULT_QUEUE_PREFIX),
      concurrency: deps.concurrency ?? 20,
      ...LEAD_WORKER_RECOVERY,
      settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade, base) },
    },
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'worker error'));
  // A job whose worker died goes back to waiting, or fails past `maxStalledCount` without
  // reaching the handler (no dead letter, no alert). Say so; the sweeper re-drives the lead of a
  // job failed that way (its state is `failed`, not on its way).
  worker.on('stalled', (jobId) =>
    deps.logger.warn(
      { jobId },
      'job stalled (its worker stopped); recovered, or re-driven by the sweeper',
    ),
  );
  return worker;
}
