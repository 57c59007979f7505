import { Redis } from 'ioredis';
import { createQueue } from '@firm/shared/server/queue';
import { LEADS_QUEUE_NAME } from '@firm/shared/jobs/queue-names';

/**
 * Deletes a run's leads queue (under its BullMQ `prefix`) and its rate-limit counters
 * (`{keyPrefix}*`) from Redis, so runs that share one Redis (benchmarks, browser tests) leave
 * nothing behind.
 */
export async function removeQueue(
  redisUrl: string,
  prefix: string,
  keyPrefix: string,
): Promise<void> {
  const queue = createQueue(LEADS_QUEUE_NAME, { kind: 'redis', url: redisUrl }, { prefix });
  queue.on('error', () => undefined);
  try {
    await queue.obliterate({ force: true });
  } finally {
    await queue.close();
  }
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
