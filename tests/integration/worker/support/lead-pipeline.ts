import type { Pool } from '@firm/shared/server/db';
import { testRedisUrl, uniqueQueueName } from '../../../support/env';
import {
  startLeadsApi,
  type TLeadsApi,
  type TLeadsApiOptions,
} from '../../../support/leads-harness';
import { startTestRelay, type TTestRelay } from '../../../support/pipeline';
import {
  startTestWorker,
  type TTestWorker,
  type TTestWorkerOptions,
} from '../../../support/worker-harness';

/** leads-api, its outbox relay and the worker on one Redis queue: a lead's whole way. */
export type TLeadPipeline = {
  api: TLeadsApi;
  relay: TTestRelay;
  worker: TTestWorker;
  close: () => Promise<void>;
};

/**
 * Starts the whole way of a lead: the worker on a queue of its own, the relay publishing to it and
 * leads-api waking the relay when a lead is committed.
 * @param options - the database, a label for the queue, and the worker's mail and settings
 */
export async function startLeadPipeline(
  options: { pool: Pool; label: string } & Pick<
    TTestWorkerOptions,
    'smtpUrl' | 'mailDir' | 'settings' | 'sms' | 'now'
  > &
    Pick<TLeadsApiOptions, 'allowPrivateWebhookTargets' | 'smsAuthToken'>,
): Promise<TLeadPipeline> {
  const queueName = uniqueQueueName(options.label);
  const backend = { kind: 'redis' as const, url: testRedisUrl() };
  const relay = startTestRelay(options.pool, backend, queueName);
  const worker = await startTestWorker({
    pool: options.pool,
    backend,
    queueName,
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.mailDir ? { mailDir: options.mailDir } : {}),
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const api = await startLeadsApi({
    pool: options.pool,
    onLeadAccepted: () => relay.relay.wake(),
    allowPrivateWebhookTargets: options.allowPrivateWebhookTargets ?? false,
    ...(options.smsAuthToken ? { smsAuthToken: options.smsAuthToken } : {}),
  });
  return {
    api,
    relay,
    worker,
    close: async () => {
      await api.close();
      await relay.close();
      await worker.close();
    },
  };
}
