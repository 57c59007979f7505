import { once } from 'node:events';
import { createPool, pingDatabase } from '@firm/shared/server/db';
import {
  closeServer,
  exitOnUnhandledRejection,
  listen,
  onShutdown,
  withTimeout,
} from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import { startDatabaseHeartbeat } from '@firm/shared/server/heartbeat';
import { createQueue, queueBackendFrom } from '@firm/shared/server/queue';
import { resolveQueuePrefix } from '@firm/shared/server/installation';
import { LEADS_QUEUE_NAME, queuePlacement } from '@firm/shared/jobs/queue-names';
import { smsSettingsOf } from '@firm/shared/sms/sms-env';
import { createApp } from './app';
import { loadConfig, secureCookiesOf } from './config';
import { storeConsentTexts } from './consent/consent-record';
import { countUnpublished } from './outbox/outbox.repository';
import { OutboxRelay } from './outbox/outbox-relay';
import { createRateLimitRedis } from './rate-limit/redis-client';
import { rateLimitBackend } from './rate-limit/stores';
import { configureMetrics } from '@firm/shared/server/metrics';
import { pingQueueRedis, watchStores } from '@firm/shared/server/store-metrics';

const config = loadConfig();
configureMetrics({ enabled: config.METRICS_ENABLED });
const logger = createLogger('leads-api', config.LOG_LEVEL);
exitOnUnhandledRejection(logger);
const pool = createPool(config.DATABASE_URL, {
  max: config.DB_POOL_MAX,
  applicationName: 'leads-api',
});
const backend = queueBackendFrom(config);
// this database's own keys on Redis: a recreated database never meets its predecessor's job ids
const queuePrefix = await resolveQueuePrefix({ db: pool, override: config.QUEUE_PREFIX, logger });
const queue = createQueue(LEADS_QUEUE_NAME, backend, queuePlacement(backend.kind, queuePrefix));
queue.on('error', (error) => logger.warn({ err: error }, 'queue connection error'));
watchStores('leads-api', {
  postgres: () => pingDatabase(pool),
  redis: backend.kind === 'redis' ? pingQueueRedis(queue) : undefined,
});

// Rate-limit counters: fail fast while Redis is away (the limiter then lets visitors through).
const redis = config.REDIS_URL ? createRateLimitRedis(config.REDIS_URL) : undefined;
redis?.on('error', (error) => logger.debug({ err: error }, 'rate-limit redis error'));
// Without an offline queue, commands sent before the first connection fail (and are let through): wait briefly.
if (redis) await withTimeout(once(redis, 'ready'), 2000).catch(() => undefined);

// Every lead points at the consent text it was shown: the texts are stored before the first request.
for (;;) {
  try {
    await storeConsentTexts(pool);
    break;
  } catch (error) {
    logger.warn(
      { err: error },
      'consent texts not stored yet (PostgreSQL unreachable?): retrying in 1 s',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const relay = new OutboxRelay({ pool, queue, logger, pollIntervalMs: config.OUTBOX_POLL_MS });
relay.start();

const app = createApp({
  pool,
  logger,
  csrfSecret: config.CSRF_SECRET,
  privacyHashSecret: config.PRIVACY_HASH_SECRET,
  secureCookies: secureCookiesOf(config),
  publicOrigin: config.PUBLIC_ORIGIN,
  // texts are on when the provider is configured, as in the worker (the same three keys)
  smsAuthToken: smsSettingsOf(config)?.authToken,
  limits: {
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    perIp: config.RATE_LIMIT_PER_IP,
    perPhone: config.RATE_LIMIT_PER_PHONE,
    trackCallPerIp: config.RATE_LIMIT_TRACK_CALL_PER_IP,
    perStaff: config.RATE_LIMIT_PER_STAFF,
  },
  rateLimit: rateLimitBackend({ redis, pool, keyPrefix: config.RATE_LIMIT_PREFIX }),
  onLeadAccepted: () => relay.wake(),
  edgeSecret: config.EDGE_PROXY_SECRET,
  trustProxyHops: config.TRUST_PROXY,
  readiness: [{ name: 'outbox', check: () => countUnpublished(pool) }],
  // one namespace per database sharing a Redis, like the queues'
  staffSessionRedis: redis,
  staffSessionPrefix: `${queuePrefix}:staff:`,
  dashboardQueues: [queue],
  queueBackend: backend.kind,
  routingDefaults: {
    intakeEmailTo: config.INTAKE_EMAIL_TO,
    intakeEmailRoutes: config.INTAKE_EMAIL_ROUTES,
    webhookUrls: config.WEBHOOK_URLS,
  },
  webhookTargets: { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_TARGETS },
});
const server = await listen(app, config.PORT, config.HOST);
const stopHeartbeat = startDatabaseHeartbeat(pool, 'leads-api', logger);
logger.info(
  {
    host: config.HOST,
    port: config.PORT,
    queue: backend.kind,
    queuePrefix: backend.kind === 'redis' ? queuePrefix : undefined,
    rateLimitStore: redis ? 'redis' : 'postgres',
    staffSessionStore: redis ? 'redis' : 'postgres',
  },
  'leads-api started',
);

onShutdown(logger, async () => {
  stopHeartbeat();
  await closeServer(server);
  await relay.stop();
  await queue.close();
  redis?.disconnect();
  await pool.end();
});
