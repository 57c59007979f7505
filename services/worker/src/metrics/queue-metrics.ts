import type { Queue } from 'bullmq';
import { gauge, sharedRead } from '@firm/shared/server/metrics';

/** The states whose depth is reported (BullMQ's names). */
export const QUEUE_STATES = [
  'waiting',
  'prioritized',
  'active',
  'delayed',
  'failed',
  'completed',
] as const;

type TQueueFigures = { counts: Record<string, number>; oldestWaitingAgeSeconds: number };
type TWatchedQueue = Pick<Queue, 'getJobCounts' | 'getWaiting'>;

let watched: TWatchedQueue | null = null;

async function readQueue(queue: TWatchedQueue): Promise<TQueueFigures> {
  const [counts, oldest] = await Promise.all([
    queue.getJobCounts(...QUEUE_STATES),
    // the waiting list's oldest job (BullMQ lists it first in ascending order)
    queue.getWaiting(0, 0),
  ]);
  const timestamp = oldest[0]?.timestamp;
  return {
    counts,
    oldestWaitingAgeSeconds: timestamp ? Math.max(0, Date.now() - timestamp) / 1000 : 0,
  };
}

/** One read per scrape for both gauges (the registry collects them at once and they share it). */
const scrapeQueue = sharedRead(async () => (watched ? readQueue(watched) : null));

gauge('queue_jobs', 'Jobs in the leads queue, by state', ['state'], async function collect() {
  const figures = await scrapeQueue();
  if (!figures) return;
  for (const state of QUEUE_STATES) this.set({ state }, figures.counts[state] ?? 0);
});
gauge(
  'queue_oldest_waiting_age_seconds',
  'Age of the oldest job waiting in the leads queue (0 when none waits)',
  [],
  async function collect() {
    const figures = await scrapeQueue();
    if (figures) this.set(figures.oldestWaitingAgeSeconds);
  },
);

/** The queue whose depth the gauges read at each scrape (Redis or PostgreSQL backend alike). */
export function watchQueue(queue: TWatchedQueue): void {
  watched = queue;
}
