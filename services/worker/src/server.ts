import { createPool } from '@firm/shared/server/db';
import {
  closeServer,
  exitOnUnhandledRejection,
  listen,
  onShutdown,
} from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import { createQueue, queueBackendFrom } from '@firm/shared/server/queue';
import { LEADS_QUEUE_NAME, queuePlacement } from '@firm/shared/jobs/queue-names';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLeadsWorker } from './jobs/leads-worker';
import { createMailer } from './mail/mailer';
import { handlerSettings } from './settings';

const config = loadConfig();
const logger = createLogger('worker', config.LOG_LEVEL);
exitOnUnhandledRejection(logger);
const pool = createPool(config.DATABASE_URL, {
  max: Math.max(10, config.WORKER_CONCURRENCY),
  applicationName: 'worker',
});
const backend = queueBackendFrom(config);
const queue = createQueue(
  LEADS_QUEUE_NAME,
  backend,
  queuePlacement(backend.kind, config.QUEUE_PREFIX),
);
queue.on('error', (error) => logger.warn({ err: error }, 'queue connection error'));
const mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  mailDir: config.MAIL_DIR,
  from: config.MAIL_FROM,
});
const worker = createLeadsWorker({
  pool,
  mailer,
  queue,
  backend,
  queuePrefix: config.QUEUE_PREFIX,
  settings: handlerSettings(config),
  logger,
  concurrency: config.WORKER_CONCURRENCY,
  backoffBaseMs: config.JOB_BACKOFF_BASE_MS,
});
const server = await listen(createApp({ pool, worker }), config.PORT);

logger.info(
  {
    port: config.PORT,
    queue: backend.kind,
    mail: config.SMTP_URL ? mailer.destination : `.eml files in ${mailer.destination}`,
    webhooks: config.WEBHOOK_URLS.length,
  },
  config.SMTP_URL
    ? 'worker started'
    : `worker started; no SMTP_URL: e-mails are written to ${mailer.destination}`,
);

onShutdown(logger, async () => {
  await closeServer(server);
  await worker.close();
  await queue.close();
  mailer.close();
  await pool.end();
});
