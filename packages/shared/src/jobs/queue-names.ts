/** The one BullMQ queue of lead intake: produced by the leads-api outbox relay and the worker, consumed by the worker. */
export const LEADS_QUEUE_NAME = 'leads';

/**
 * BullMQ's own key prefix on Redis: what a database that held leads before migration 226 keeps, and
 * what tests (on queue names of their own) use. A service uses its database's installation prefix
 * (`resolveQueuePrefix` in `server/installation.ts`).
 */
export const DEFAULT_QUEUE_PREFIX = 'bull';

/**
 * Options that place the queue under `prefix` on Redis. Job ids are derived from database ids,
 * so two databases (a reset dev database, a restore, a benchmark) must not share a prefix on one
 * Redis: each has its own installation prefix. The PostgreSQL backend keeps its jobs in the
 * application's own database (a copy of the database copies its jobs too) and needs none.
 */
export function queuePlacement(
  backendKind: 'redis' | 'postgres',
  prefix: string,
): { prefix?: string } {
  return backendKind === 'redis' ? { prefix } : {};
}

/** Attempts per job: the first run plus seven retries spread over about a day. */
export const LEAD_JOB_ATTEMPTS = 8;

/** The backoff type of every lead job; the worker computes its delays (see `retryDelayMs`). */
export const LEAD_JOB_BACKOFF_TYPE = 'lead-exponential';

/**
 * Base delay of the exponential backoff: retries after 11 min, 23 min, 45 min, 1.5 h, 3 h, 6 h
 * and 12 h, about 24 h in all (680 s × (2^7 − 1)).
 */
export const LEAD_JOB_BACKOFF_BASE_MS = 680_000;

/** Options every lead job is added with; the job id is set per job and deduplicates re-publishing. */
export const LEAD_JOB_OPTIONS = {
  attempts: LEAD_JOB_ATTEMPTS,
  backoff: { type: LEAD_JOB_BACKOFF_TYPE },
} as const;

/**
 * How long finished jobs stay in the queue, per backend (the queue's default job options). The
 * `deliveries` table is the lasting record of what was sent; kept jobs only let the queue
 * recognise a re-published job id and show recent work.
 * - Redis: completed jobs for 7 days (at most 50,000), failed ones for 30 days; trimming sorted
 *   sets costs next to nothing.
 * - PostgreSQL: BullMQ's backend enforces a count or an age by scanning the queue's finished
 *   jobs on every completion (15–20 ms per job at a few thousand jobs), so a completed job is
 *   removed at once; failed ones are kept 30 days. A re-published job after completion is still
 *   sent once: the handlers check `deliveries` first.
 */
export const JOB_RETENTION = {
  redis: {
    removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
  postgres: {
    removeOnComplete: true,
    removeOnFail: { age: 30 * 24 * 3600 },
  },
} as const;

/**
 * Delay before the next attempt: `base × 2^(attemptsMade − 1)`, with ±10 % jitter so jobs that
 * failed together (an SMTP outage) do not retry in lockstep.
 * @param attemptsMade - attempts already made (1 after the first failure)
 * @param baseMs - base delay; tests shorten it
 * @param random - source of jitter in [0, 1)
 */
export function retryDelayMs(
  attemptsMade: number,
  baseMs: number = LEAD_JOB_BACKOFF_BASE_MS,
  random: () => number = Math.random,
): number {
  const exact = baseMs * 2 ** Math.max(0, attemptsMade - 1);
  return Math.round(exact * (0.9 + 0.2 * random()));
}

/**
 * Stalled-job recovery of the lead worker (issue 18). A job whose worker died is noticed when its
 * lock expires and a stalled check runs: at most `lockDuration + stalledInterval` = 20 s after
 * the death (BullMQ's defaults, 30 s + 30 s, made it 30–66 s). A shorter lock risks a false stall
 * when the event loop is blocked longer than the renewal (7.5 s); the delivery claim keeps even
 * that from sending twice. `maxStalledCount: 5` lets a job survive five worker deaths (the default
 * 1 failed it silently on the second); past that it fails, is logged, and the sweeper re-drives
 * the lead. `runRetryDelay: 1000`: after a Redis error the worker asks for jobs again within 1 s
 * (default 15 s).
 */
export const LEAD_WORKER_RECOVERY = {
  lockDuration: 15_000,
  stalledInterval: 5_000,
  maxStalledCount: 5,
  runRetryDelay: 1_000,
} as const;
