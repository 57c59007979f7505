import { removeQueue } from '../../support/remove-queue';
import { createBenchDatabase } from '../leads-bench/bench-database';
import { waitForDrain } from '../leads-bench/reconcile';
import {
  csrfSession,
  startLeadEdge,
  startService,
  type TChild,
  BENCH_EDGE_SECRET,
  startBenchLeadsApi,
} from '../leads-bench/services';
import { SUBMISSION_CONTENT_TYPE, submissionBody } from '../leads-bench/submission';
import { load, type TLoadResult } from './load';

/** The leads path of one mode, metrics on or off. */
export type TLeadsStackOptions = {
  metrics: boolean;
  baseUrl: string;
  redisUrl: string;
  /** leads-api; the worker on + 1, the edge on + 2, the edge's metrics listener on + 3. */
  port: number;
  mailDir: string;
  connections: number;
};

/** A running leads path: `window` posts leads for `duration` s and waits until all are e-mailed. */
export type TLeadsStack = {
  window: (duration: number) => Promise<TLoadResult>;
  stop: () => Promise<void>;
};

/**
 * Starts leads-api, the worker and the web edge (production build) on a new database with
 * `METRICS_ENABLED` as asked. Each window posts valid multipart leads through the edge, as
 * `npm run bench:leads` does, then waits for the worker to e-mail them all, so that no window's
 * backlog spills into the next; its CPU is the three services', from the first POST to the last e-mail.
 */
export async function startLeadsStack(options: TLeadsStackOptions): Promise<TLeadsStack> {
  const db = await createBenchDatabase(options.baseUrl, 'metrics_bench');
  const prefix = `metrics-bench-${options.port}-${Date.now()}`;
  const children: TChild[] = [];
  const metrics = { METRICS_ENABLED: String(options.metrics) };
  const stop = async () => {
    for (const child of children.reverse()) await child.stop();
    if (options.redisUrl) await removeQueue(options.redisUrl, prefix, `${prefix}-rl:`);
    await db.drop();
  };
  try {
    const common = {
      DATABASE_URL: db.url,
      REDIS_URL: options.redisUrl,
      QUEUE_PREFIX: prefix,
      ...metrics,
    };
    children.push(
      await startBenchLeadsApi(common, `${prefix}-rl:`, options.port),
      await startService(
        'worker',
        { ...common, SMTP_URL: '', MAIL_DIR: options.mailDir },
        options.port + 1,
      ),
      await startLeadEdge(options.port, options.port + 2, BENCH_EDGE_SECRET, [], {
        ...metrics,
        METRICS_PORT: String(options.port + 3),
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const { token, cookie } = await csrfSession(options.port + 2);
  const pids = children.map((child) => child.process.pid);
  return {
    stop,
    window: (duration) =>
      load(
        {
          url: `http://127.0.0.1:${options.port + 2}`,
          connections: options.connections,
          duration,
          requests: [
            {
              method: 'POST',
              path: '/api/prospecto/agregar',
              headers: { 'content-type': SUBMISSION_CONTENT_TYPE, cookie },
              setupRequest: (request) => ({ ...request, body: submissionBody(token) }),
            },
          ],
        },
        pids,
        () => waitForDrain(db.pool, 180_000),
      ),
  };
}
