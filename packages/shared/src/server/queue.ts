import {
  Queue,
  Worker,
  createPostgresBackend,
  type ConnectionOptions,
  type Processor,
  type QueueOptions,
  type WorkerOptions,
} from 'bullmq';
import { JOB_RETENTION } from '../jobs/queue-names';

/**
 * Where BullMQ keeps its jobs: Redis when `REDIS_URL` is set, otherwise the PostgreSQL backend
 * of bullmq 6 on the application's own database. Queue code is written once against this.
 */
export type QueueBackend = { kind: 'redis'; url: string } | { kind: 'postgres'; url: string };

// BullMQ's constructor overloads tie the options' type to the backend factory in a way these
// generic wrappers cannot express; this is the one place that steps outside the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TUntypedCtor = new (...args: any[]) => unknown;

/** BullMQ's PostgreSQL connection options: its own schema, migrated on first connect. */
function postgresConnection(backend: QueueBackend) {
  return { connectionString: backend.url, migrate: true };
}

/** Picks the queue backend from the environment's URLs. */
export function queueBackendFrom(env: {
  REDIS_URL?: string | undefined;
  DATABASE_URL: string;
}): QueueBackend {
  return env.REDIS_URL
    ? { kind: 'redis', url: env.REDIS_URL }
    : { kind: 'postgres', url: env.DATABASE_URL };
}

/** ioredis options from a redis:// URL. */
export function redisOptionsFromUrl(
  url: string,
  extra: Record<string, unknown> = {},
): ConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    ...extra,
  } as ConnectionOptions;
}

/**
 * A producer queue, with the backend's retention of finished jobs as default job options
 * (`JOB_RETENTION`). On Redis, commands fail fast while Redis is down (one retry, no offline
 * queue) so callers such as the outbox relay can retry later instead of hanging.
 */
export function createQueue<T = unknown>(
  name: string,
  backend: QueueBackend,
  options: Omit<QueueOptions, 'connection'> = {},
): Queue<T> {
  const withRetention = {
    ...options,
    defaultJobOptions: { ...JOB_RETENTION[backend.kind], ...options.defaultJobOptions },
  };
  if (backend.kind === 'redis') {
    const connection = redisOptionsFromUrl(backend.url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 1000,
      retryStrategy: (times: number) => Math.min(times * 200, 2000),
    });
    return new Queue<T>(name, { ...withRetention, connection } as QueueOptions);
  }
  return new (Queue as TUntypedCtor)(
    name,
    { ...withRetention, connection: postgresConnection(backend) },
    createPostgresBackend,
  ) as Queue<T>;
}

/**
 * How soon a worker tries Redis again after losing it: 200 ms more per attempt, at most 2 s.
 * BullMQ's default grows to 20 s, so a worker came back ~18 s after Redis did (issue 18); 2 s
 * bounds the wait while costing a down Redis one connection attempt per 2 s per connection.
 */
export const workerRedisRetryDelayMs = (times: number) => Math.min(times * 200, 2000);

/** A worker; on Redis it uses `maxRetriesPerRequest: null` as BullMQ requires. */
export function createWorker<T = unknown, R = unknown>(
  name: string,
  processor: Processor<T, R>,
  backend: QueueBackend,
  options: Omit<WorkerOptions, 'connection'> = {},
): Worker<T, R> {
  if (backend.kind === 'redis') {
    const connection = redisOptionsFromUrl(backend.url, {
      maxRetriesPerRequest: null,
      retryStrategy: workerRedisRetryDelayMs,
    });
    return new Worker<T, R>(name, processor, { ...options, connection } as WorkerOptions);
  }
  return new (Worker as TUntypedCtor)(
    name,
    processor,
    { ...options, connection: postgresConnection(backend) },
    createPostgresBackend,
  ) as Worker<T, R>;
}
