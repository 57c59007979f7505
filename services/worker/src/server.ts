import { createPool, pingDatabase } from '@firm/shared/server/db';
import {
  closeServer,
  exitOnUnhandledRejection,
  listen,
  onShutdown,
} from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import { startDatabaseHeartbeat } from '@firm/shared/server/heartbeat';
import { createQueue, queueBackendFrom } from '@firm/shared/server/queue';
import { resolveQueuePrefix } from '@firm/shared/server/installation';
import { LEADS_QUEUE_NAME, queuePlacement } from '@firm/shared/jobs/queue-names';
import { smsSettingsOf } from '@firm/shared/sms/sms-env';
import { createApp } from './app';
import { watchQueue } from './metrics/queue-metrics';
import { createTwilioProvider } from './sms/twilio-provider';
import { loadConfig, smtpUrlOf } from './config';
import { createLeadsWorker } from './jobs/leads-worker';
import { createMailer } from './mail/mailer';
import { handlerSettings } from './settings';
import { ClockSweeper } from './clock/clock-sweeper';
import { PrivacyReminderSweeper } from './privacy/privacy-reminder-sweeper';
import { RetentionSweeper } from './retention/retention-sweeper';
import { OpsAlertSweeper } from './ops-alerts/ops-alert-sweeper';
import { firstContactSettingsCache } from '@firm/shared/server/first-contact-settings';
import { DeliverySweeper } from './sweeper/delivery-sweeper';
import { ReportRollupSweeper } from './reports/report-rollup-sweeper';
import { configureMetrics } from '@firm/shared/server/metrics';
import { pingQueueRedis, watchStores } from '@firm/shared/server/store-metrics';

const config = loadConfig();
configureMetrics({ enabled: config.METRICS_ENABLED });
const logger = createLogger('worker', config.LOG_LEVEL);
exitOnUnhandledRejection(logger);
const pool = createPool(config.DATABASE_URL, {
  // every running job may hold one connection for its claim and record, the sweeper one more
  max: Math.max(10, config.WORKER_CONCURRENCY + 5),
  applicationName: 'worker',
});
const backend = queueBackendFrom(config);
// the same keys as leads-api's relay: this database's own on Redis
const queuePrefix = await resolveQueuePrefix({ db: pool, override: config.QUEUE_PREFIX, logger });
const queue = createQueue(LEADS_QUEUE_NAME, backend, queuePlacement(backend.kind, queuePrefix));
queue.on('error', (error) => logger.warn({ err: error }, 'queue connection error'));
watchStores('worker', {
  postgres: () => pingDatabase(pool),
  redis: backend.kind === 'redis' ? pingQueueRedis(queue) : undefined,
});
watchQueue(queue);
const smtpUrl = smtpUrlOf(config);
const mailer = createMailer({
  smtpUrl,
  mailDir: config.MAIL_DIR,
  from: config.MAIL_FROM,
});
const smsSettings = smsSettingsOf(config);
const worker = createLeadsWorker({
  pool,
  mailer,
  queue,
  backend,
  queuePrefix,
  settings: handlerSettings(config),
  logger,
  concurrency: config.WORKER_CONCURRENCY,
  backoffBaseMs: config.JOB_BACKOFF_BASE_MS,
  sms: smsSettings ? createTwilioProvider(smsSettings) : undefined,
});
const sweeper = new DeliverySweeper({
  pool,
  queue,
  logger,
  afterMs: config.SWEEP_AFTER_MS,
  intervalMs: config.SWEEP_INTERVAL_MS,
});
sweeper.start();
const clockSweeper = new ClockSweeper({
  pool,
  mailer,
  settings: handlerSettings(config),
  logger,
  intervalMs: config.CLOCK_SWEEP_INTERVAL_MS,
});
clockSweeper.start();
const privacyReminders = new PrivacyReminderSweeper({
  pool,
  mailer,
  settings: handlerSettings(config),
  logger,
});
privacyReminders.start();
const retention = new RetentionSweeper({
  pool,
  mailer,
  queues: [queue],
  privacyHashSecret: config.PRIVACY_HASH_SECRET,
  settings: handlerSettings(config),
  logger,
  intervalMs: config.RETENTION_SWEEP_INTERVAL_MS,
});
if (config.RETENTION_SWEEP_INTERVAL_MS > 0) retention.start();
const reportRollup = new ReportRollupSweeper({
  pool,
  logger,
  intervalMs: config.REPORT_ROLLUP_INTERVAL_MS,
});
if (config.REPORT_ROLLUP_INTERVAL_MS > 0) reportRollup.start();
const opsAlerts = new OpsAlertSweeper({
  pool,
  queue,
  backend: backend.kind,
  clockSettings: firstContactSettingsCache(pool),
  mailer,
  settings: handlerSettings(config),
  logger,
});
opsAlerts.start();
const server = await listen(createApp({ pool, worker }), config.PORT, config.HOST);
const stopHeartbeat = startDatabaseHeartbeat(pool, 'worker', logger);

logger.info(
  {
    host: config.HOST,
    port: config.PORT,
    queue: backend.kind,
    queuePrefix: backend.kind === 'redis' ? queuePrefix : undefined,
    mail: smtpUrl ? mailer.destination : `.eml files in ${mailer.destination}`,
    webhooks: config.WEBHOOK_URLS.length,
    texts: smsSettings ? smsSettings.baseUrl : 'off',
  },
  smtpUrl
    ? 'worker started'
    : `worker started; no SMTP_URL: e-mails are written to ${mailer.destination}`,
);

onShutdown(logger, async () => {
  stopHeartbeat();
  await closeServer(server);
  await sweeper.stop();
  await clockSweeper.stop();
  await privacyReminders.stop();
  await retention.stop();
  await reportRollup.stop();
  await opsAlerts.stop();
  await worker.close();
  await queue.close();
  mailer.close();
  await pool.end();
});
