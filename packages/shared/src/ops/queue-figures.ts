import type { Queue } from 'bullmq';
import { withTimeout } from '../server/http';
import { OPS_QUEUE_STATES } from './ops-status';

/** What is read of a queue: BullMQ's Queue API, the same on Redis and on the PostgreSQL backend. */
export type TWatchedQueue = Pick<Queue, 'getJobCounts' | 'getWaiting'>;

/** A queue's depth by state and the age of its oldest waiting job. */
export type TQueueFigures = { counts: Record<string, number>; oldestWaitingAgeSeconds: number };

/**
 * Reads the depth by state and the oldest waiting job's age (0 when none waits).
 * @param timeoutMs - gives up after this long (a Redis that is away). @defaultValue 2000
 */
export async function readQueueFigures(
  queue: TWatchedQueue,
  timeoutMs = 2000,
): Promise<TQueueFigures> {
  const [counts, oldest] = await withTimeout(
    Promise.all([
      queue.getJobCounts(...OPS_QUEUE_STATES),
      // the waiting list's oldest job (BullMQ lists it first in ascending order)
      queue.getWaiting(0, 0),
    ]),
    timeoutMs,
  );
  const timestamp = oldest[0]?.timestamp;
  return {
    counts,
    oldestWaitingAgeSeconds: timestamp ? Math.max(0, Date.now() - timestamp) / 1000 : 0,
  };
}
