import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { closeServer, listen } from '@firm/shared/server/http';
import { createApp } from '@firm/worker/app';
import { testRedisUrl, uniqueQueueName } from './env';
import { createIsolatedDatabase, type TIsolatedDatabase } from './isolated-database';
import { startSmtpSink, type TSmtpSink } from './smtp-sink';
import { startTestWorker, type TTestWorker } from './worker-harness';

/** A worker on Redis with its health app (and `/metrics`) listening, an SMTP sink and its own database. */
export type TWorkerWithMetrics = {
  db: TIsolatedDatabase;
  smtp: TSmtpSink;
  worker: TTestWorker;
  metricsUrl: string;
  close: () => Promise<void>;
};

/** Starts {@link TWorkerWithMetrics} (retries 10 ms apart, so a dead letter comes within seconds). */
export async function startWorkerWithMetrics(name: string): Promise<TWorkerWithMetrics> {
  const db = await createIsolatedDatabase(name);
  const smtp = await startSmtpSink();
  const worker = await startTestWorker({
    pool: db.pool,
    backend: { kind: 'redis', url: testRedisUrl() },
    queueName: uniqueQueueName(name),
    smtpUrl: smtp.url,
    backoffBaseMs: 10,
  });
  const server: Server = await listen(
    createApp({ pool: db.pool, worker: worker.worker }),
    0,
    '127.0.0.1',
  );
  return {
    db,
    smtp,
    worker,
    metricsUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`,
    close: async () => {
      await closeServer(server);
      await worker.close();
      await smtp.close();
      await db.drop();
    },
  };
}
