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
import { createApp } from './app';
import { loadConfig } from './config';
import { watchContentVersion } from './content/content-version';
import { importOnStart } from './content/startup-import';
import { clearContentCaches, createContentCaches } from './http/content-caches';
import { queueBackendFrom } from '@firm/shared/server/queue';
import { resolveQueuePrefix } from '@firm/shared/server/installation';
import { repoPaths } from '@firm/shared/server/paths';
import { ATTORNEY_KIND } from './attorneys-studio/attorney-kind';
import { POST_KIND } from './blog-studio/post-kind';
import { ITEM_KINDS } from './item-collections/item-specs';
import { DocumentsService } from './documents/documents.service';
import { createPublishQueue } from './documents/publish-queue';
import { PAGE_KIND } from './pages-studio/page-kind';
import { watchRetentionTexts } from './firm-studio/retention-texts';
import { STUDIO_UPLOAD_TIMEOUT_MS } from '@firm/shared/studio/studio-media';
import { configureMetrics } from '@firm/shared/server/metrics';
import { watchStores } from '@firm/shared/server/store-metrics';

const config = loadConfig();
configureMetrics({ enabled: config.METRICS_ENABLED });
const logger = createLogger('content-api', config.LOG_LEVEL);
exitOnUnhandledRejection(logger);
const pool = createPool(config.DATABASE_URL, {
  max: config.DB_POOL_MAX,
  applicationName: 'content-api',
});
const caches = createContentCaches(pool, {
  mediaCacheBytes: config.MEDIA_CACHE_MB * 1024 * 1024,
  searchEntries: config.SEARCH_CACHE_ENTRIES,
});
const clearCaches = () => clearContentCaches(caches);

const stopWatching = watchContentVersion({
  pool,
  intervalMs: config.CONTENT_VERSION_CHECK_MS,
  logger,
  onChange: (version) => {
    logger.info({ version }, 'content changed; caches dropped');
    clearCaches();
  },
});
// the privacy policy and terms state the admins' retention periods (issue 31 §4): follow a change
const stopRetentionTexts = watchRetentionTexts({
  pool,
  intervalMs: config.CONTENT_VERSION_CHECK_MS,
  logger,
  onRefreshed: clearCaches,
});
const stopImport = importOnStart(pool, {
  mode: config.CONTENT_IMPORT_ON_START,
  contentDir: config.CONTENT_DIR,
  logger,
  onImported: clearCaches,
});

// the studio's scheduled publications: BullMQ on Redis, or on PostgreSQL without REDIS_URL
// under this database's own keys on Redis: schedule ids restart with a recreated database
const publishQueue = createPublishQueue({
  backend: queueBackendFrom(config),
  prefix: await resolveQueuePrefix({ db: pool, override: config.QUEUE_PREFIX, logger }),
  logger,
});
const documents = new DocumentsService({
  pool,
  onPublished: clearCaches,
  enqueue: publishQueue.enqueue,
});
publishQueue.start(documents, [POST_KIND, PAGE_KIND, ATTORNEY_KIND, ...ITEM_KINDS], pool);
watchStores('content-api', {
  postgres: () => pingDatabase(pool),
  redis: publishQueue.pingRedis,
});

const app = createApp({
  pool,
  logger,
  caches,
  maxAgeSeconds: config.CONTENT_MAX_AGE_SECONDS,
  studio: {
    documents,
    edgeSecret: config.EDGE_PROXY_SECRET,
    csrfSecret: config.CSRF_SECRET,
    publicOrigin: config.PUBLIC_ORIGIN,
    contentDir: config.CONTENT_DIR ?? repoPaths().content,
  },
});
// only the edge reaches content-api: a member's upload arrives at the pace of their uplink
const server = await listen(app, config.PORT, config.HOST, {
  requestTimeout: STUDIO_UPLOAD_TIMEOUT_MS,
}).catch((error: Error) => {
  logger.fatal({ err: error }, error.message);
  process.exit(1);
});
const stopHeartbeat = startDatabaseHeartbeat(pool, 'content-api', logger);
logger.info({ host: config.HOST, port: config.PORT }, 'content-api listening');

onShutdown(logger, async () => {
  stopHeartbeat();
  stopWatching();
  stopRetentionTexts();
  stopImport();
  await closeServer(server);
  await withTimeout(publishQueue.close(), 1000).catch(() => undefined);
  // a start-up import may still hold a connection: its transaction rolls back when the process ends
  await withTimeout(pool.end(), 1000).catch(() => undefined);
});
