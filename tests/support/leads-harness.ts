import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import type { Pool } from '@firm/shared/server/db';
import { closeServer, listen } from '@firm/shared/server/http';
import { createLogger, type Logger } from '@firm/shared/server/logger';
import { createApp } from '@firm/leads-api/app';
import { storeConsentTexts } from '@firm/leads-api/consent/consent-record';
import type { TRateLimits } from '@firm/leads-api/rate-limit/limiters';
import { rateLimitBackend } from '@firm/leads-api/rate-limit/stores';
import type { TClock } from '@firm/leads-api/staff/clock';
import type { TSessionLifetimes } from '@firm/leads-api/staff/staff-sessions';
import type { Queue } from 'bullmq';
import { testRedisUrl } from './env';

/** The CSRF secret of the tests. */
export const TEST_CSRF_SECRET = 'test-csrf-secret-0123456789abcdef0123';

/** The edge's shared secret in the tests: a request carrying it may name the client's address. */
export const TEST_EDGE_SECRET = 'test-edge-secret-0123456789abcdef0123';

/** Headers of a request as the edge sends it on behalf of a visitor at `ip`. */
export const viaEdge = (ip: string): Record<string, string> => ({
  'x-forwarded-for': ip,
  'x-edge-secret': TEST_EDGE_SECRET,
});

/** Limits high enough that only the rate-limit tests meet them. */
export const GENEROUS_LIMITS: TRateLimits = {
  windowMs: 60_000,
  perIp: 10_000,
  perPhone: 10_000,
  trackCallPerIp: 10_000,
};

/** A running leads-api. */
export type TLeadsApi = { url: string; close: () => Promise<void> };

/** Options of {@link startLeadsApi}. */
export type TLeadsApiOptions = {
  pool: Pool;
  /** Rate-limit counters in Redis at this URL; absent → PostgreSQL. */
  redisUrl?: string;
  limits?: Partial<TRateLimits>;
  onLeadAccepted?: () => void;
  /** Instances given the same prefix count together. @defaultValue a prefix of their own */
  rateLimitPrefix?: string;
  /** Where staff sessions live. @defaultValue 'postgres' */
  staffSessions?: 'postgres' | 'redis';
  /** The staff area's clock. @defaultValue the system clock */
  clock?: TClock;
  /** The first-contact clock's (due times, overdue, follow-ups). @defaultValue `clock` */
  firstContactClock?: TClock;
  staffSessionLifetimes?: TSessionLifetimes;
  /** Queues shown by the admins' dashboard. */
  dashboardQueues?: Queue[];
  /** Where the first of `dashboardQueues` runs (the status page). @defaultValue 'postgres' */
  queueBackend?: 'redis' | 'postgres';
  /** Where it logs (a capturing logger in the log checks). @defaultValue silent */
  logger?: Logger;
  /** Cookies as under HTTPS (Secure, `__Host-` names). @defaultValue false */
  secureCookies?: boolean;
  /** Lets webhook rules point at a local receiver. @defaultValue false (public https: only) */
  allowPrivateWebhookTargets?: boolean;
  /** The text provider's auth token (inbound texts answered). @defaultValue none: texts off */
  smsAuthToken?: string;
};

/** Builds leads-api with `createApp` and listens on a free loopback port. */
export async function startLeadsApi(options: TLeadsApiOptions): Promise<TLeadsApi> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 500,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', () => undefined);
  // Commands fail fast while disconnected (no offline queue): wait for the first connection, or give up quickly when "down".
  if (redis) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise((resolve) => redis.once('ready', resolve)),
      new Promise((resolve) => (timer = setTimeout(resolve, 1000))),
    ]);
    clearTimeout(timer);
  }
  const sessionRedis =
    options.staffSessions === 'redis'
      ? new Redis(testRedisUrl(), { maxRetriesPerRequest: 1, connectTimeout: 1000 })
      : undefined;
  // As server.ts does before it listens; a database that is down (the outage tests) stores nothing.
  await storeConsentTexts(options.pool).catch(() => undefined);
  const app = createApp({
    pool: options.pool,
    logger: options.logger ?? createLogger('leads-api-test'),
    csrfSecret: TEST_CSRF_SECRET,
    edgeSecret: TEST_EDGE_SECRET,
    secureCookies: options.secureCookies ?? false,
    publicOrigin: 'http://localhost:3000',
    limits: { ...GENEROUS_LIMITS, ...options.limits },
    // Counters of their own: other tests and benchmarks share this Redis.
    rateLimit: rateLimitBackend({
      redis,
      pool: options.pool,
      keyPrefix: options.rateLimitPrefix ?? `rl-${randomUUID()}:`,
    }),
    ...(options.onLeadAccepted ? { onLeadAccepted: options.onLeadAccepted } : {}),
    staffSessionRedis: sessionRedis,
    // sessions of their own: other tests and runs share this Redis
    staffSessionPrefix: `staff-${randomUUID()}:`,
    clock: options.clock,
    firstContactClock: options.firstContactClock,
    staffSessionLifetimes: options.staffSessionLifetimes,
    dashboardQueues: options.dashboardQueues,
    queueBackend: options.queueBackend,
    webhookTargets: { allowPrivate: options.allowPrivateWebhookTargets ?? false },
    smsAuthToken: options.smsAuthToken,
  });
  const server: Server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await closeServer(server);
      redis?.disconnect();
      sessionRedis?.disconnect();
    },
  };
}
