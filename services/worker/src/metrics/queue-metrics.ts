import { gauge, sharedRead } from '@firm/shared/server/metrics';
import { OPS_QUEUE_STATES as QUEUE_STATES } from '@firm/shared/ops/ops-status';
import { readQueueFigures, type TWatchedQueue } from '@firm/shared/ops/queue-figures';

let watched: TWatchedQueue | null = null;

/** One read per scrape for both gauges (the registry collects them at once and they share it). */
const scrapeQueue = sharedRead(async () => (watched ? readQueueFigures(watched) : null));

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
