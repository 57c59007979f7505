/**
 * Child process of the floor benchmark: a BullMQ worker on the leads queue's settings
 * (concurrency 20, as the service's) whose processor does nothing. Prints `ready`, then `done`
 * once `total` jobs have completed, and waits to be stopped (so the parent can read its CPU).
 * Usage: noop-worker.ts <queue name> <prefix> <total>; REDIS_URL / DATABASE_URL pick the backend.
 */
import { createWorker, queueBackendFrom } from '@firm/shared/server/queue';
import { queuePlacement } from '@firm/shared/jobs/queue-names';

const [name, prefix, total] = [
  process.argv[2] ?? '',
  process.argv[3] ?? '',
  Number(process.argv[4]),
];
const backend = queueBackendFrom({
  REDIS_URL: process.env.REDIS_URL,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
});
let completed = 0;
const worker = createWorker(name, async () => 'sent', backend, {
  ...queuePlacement(backend.kind, prefix),
  concurrency: 20,
});
worker.on('completed', () => {
  completed += 1;
  if (completed === total) process.stdout.write('done\n');
});
worker.on('error', (error) => process.stderr.write(`${String(error)}\n`));
await worker.waitUntilReady();
process.stdout.write('ready\n');
process.on('SIGTERM', () => void worker.close().then(() => process.exit(0)));
