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

/** One run of the leads path, as `npm run bench:leads` measures it, with metrics on or off. */
export type TLeadsRunOptions = {
  metrics: boolean;
  baseUrl: string;
  redisUrl: string;
  /** leads-api; the worker on + 1, the edge on + 2, the edge's metrics listener on + 3. */
  port: number;
  mailDir: string;
  duration: number;
  connections: number;
};

/**
 * Starts leads-api, the worker and the web edge (production build) on a new database with
 * `METRICS_ENABLED` set as asked, posts valid multipart leads through the edge for `duration` s, waits
 * for the worker to e-mail them all (so no run's backlog spills into the next), and stops everything.
 */
export async function leadsRun(options: TLeadsRunOptions): Promise<TLoadResult> {
  const db = await createBenchDatabase(options.baseUrl, 'metrics_bench');
  const prefix = `metrics-bench-${Date.now()}`;
  const children: TChild[] = [];
  // the children inherit it: the edge's start helper takes no environment of its own
  process.env.METRICS_ENABLED = String(options.metrics);
  process.env.METRICS_PORT = String(options.port + 3);
  try {
    const common = { DATABASE_URL: db.url, REDIS_URL: options.redisUrl, QUEUE_PREFIX: prefix };
    children.push(
      await startBenchLeadsApi(common, `${prefix}-rl:`, options.port),
      await startService(
        'worker',
        { ...common, SMTP_URL: '', MAIL_DIR: options.mailDir },
        options.port + 1,
      ),
      await startLeadEdge(options.port, options.port + 2, BENCH_EDGE_SECRET),
    );
    const { token, cookie } = await csrfSession(options.port + 2);
    const result = await load(
      {
        url: `http://127.0.0.1:${options.port + 2}`,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            method: 'POST',
            path: '/api/prospecto/agregar',
            headers: { 'content-type': SUBMISSION_CONTENT_TYPE, cookie },
            setupRequest: (request) => ({ ...request, body: submissionBody(token) }),
          },
        ],
      },
      // leads-api, the worker and the edge, from the first POST until every lead is e-mailed
      children.map((child) => child.process.pid),
      () => waitForDrain(db.pool, 180_000),
    );
    return result;
  } finally {
    for (const child of children.reverse()) await child.stop();
    if (options.redisUrl) await removeQueue(options.redisUrl, prefix, `${prefix}-rl:`);
    await db.drop();
    delete process.env.METRICS_ENABLED;
    delete process.env.METRICS_PORT;
  }
}
