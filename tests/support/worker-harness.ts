import type { Queue, Worker } from 'bullmq';
import type { Pool } from '@firm/shared/server/db';
import { createLogger, type Logger } from '@firm/shared/server/logger';
import { createQueue, type QueueBackend } from '@firm/shared/server/queue';
import type { THandlerSettings } from '@firm/worker/jobs/job-context';
import { createLeadsWorker } from '@firm/worker/jobs/leads-worker';
import { createMailer, type TMailer } from '@firm/worker/mail/mailer';
import type { TSmsProvider } from '@firm/worker/sms/sms-provider';

/** Handler settings of the tests. */
export const TEST_SETTINGS: THandlerSettings = {
  intakeEmailTo: ['intake@firm.test'],
  intakeRoutes: { form: {}, situation: {} },
  opsEmailTo: ['ops@firm.test'],
  staffInboxUrl: 'https://staff.firm.test',
  webhookUrls: [],
  webhookSecret: undefined,
  webhookTimeoutMs: 2000,
  webhookTargets: { allowPrivate: false },
  mailDomain: 'firm.test',
  deliveryClaimTtlMs: 30_000,
  opsAlertWindowMs: 2_000,
};

/** A running worker with its producer queue. */
export type TTestWorker = {
  worker: Worker;
  queue: Queue;
  mailer: TMailer;
  close: () => Promise<void>;
};

/** Options of {@link startTestWorker}. */
export type TTestWorkerOptions = {
  pool: Pool;
  backend: QueueBackend;
  queueName: string;
  /** BullMQ key prefix on Redis. @defaultValue BullMQ's own */
  queuePrefix?: string;
  smtpUrl?: string;
  mailDir?: string;
  settings?: Partial<THandlerSettings>;
  /** Short so retries happen within a test. @defaultValue 20 */
  backoffBaseMs?: number;
  /** Where the worker logs (a capturing logger in the log checks). @defaultValue silent */
  logger?: Logger;
  /** The text provider. @defaultValue none: texts off */
  sms?: TSmsProvider;
  /** The handlers' clock. @defaultValue Date.now */
  now?: () => number;
};

/** Starts the leads worker on a test queue, mailing to the given SMTP sink or folder. */
export async function startTestWorker(options: TTestWorkerOptions): Promise<TTestWorker> {
  const logger = options.logger ?? createLogger('worker-test');
  const placement = options.queuePrefix ? { prefix: options.queuePrefix } : {};
  const queue = createQueue(options.queueName, options.backend, placement);
  queue.on('error', () => undefined);
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    mailDir: options.mailDir ?? '/tmp/unused-mail',
    from: 'Test <no-reply@firm.test>',
  });
  const worker = createLeadsWorker({
    pool: options.pool,
    mailer,
    queue,
    backend: options.backend,
    settings: { ...TEST_SETTINGS, ...options.settings },
    logger,
    queueName: options.queueName,
    queuePrefix: options.queuePrefix,
    backoffBaseMs: options.backoffBaseMs ?? 20,
    concurrency: 5,
    sms: options.sms,
    now: options.now,
  });
  await worker.waitUntilReady();
  return {
    worker,
    queue,
    mailer,
    close: async () => {
      await worker.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      mailer.close();
    },
  };
}
