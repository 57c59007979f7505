import type { Pool } from '@firm/shared/server/db';
import { createLogger } from '@firm/shared/server/logger';
import { createQueue, type QueueBackend } from '@firm/shared/server/queue';
import { OutboxRelay } from '@firm/leads-api/outbox/outbox-relay';

/** An outbox relay publishing to a test queue. */
export type TTestRelay = { relay: OutboxRelay; close: () => Promise<void> };

/**
 * Starts a relay on `pool` that publishes to `queueName` on `backend` (polling every 50 ms).
 * @param prefix - BullMQ key prefix on Redis @defaultValue BullMQ's own
 */
export function startTestRelay(
  pool: Pool,
  backend: QueueBackend,
  queueName: string,
  prefix?: string,
): TTestRelay {
  const queue = createQueue(queueName, backend, prefix ? { prefix } : {});
  queue.on('error', () => undefined);
  const relay = new OutboxRelay({
    pool,
    queue,
    logger: createLogger('relay-test'),
    pollIntervalMs: 50,
    maxBackoffMs: 200,
    publishTimeoutMs: 1000,
  });
  relay.start();
  return {
    relay,
    close: async () => {
      await relay.stop();
      await queue.close();
    },
  };
}
