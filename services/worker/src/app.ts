import express, { type Express } from 'express';
import { pingDatabase, type Pool } from '@firm/shared/server/db';
import { healthRoutes } from '@firm/shared/server/http';
import type { Worker } from 'bullmq';
import { httpMetrics } from '@firm/shared/server/http-metrics';
import { METRICS_PATH, metricsHandler } from '@firm/shared/server/metrics';
import { watchLeadHealth } from './metrics/lead-health-metrics';

/** Dependencies of the worker's health app. */
export type TWorkerAppDeps = { pool: Pool; worker: Worker };

/**
 * `/healthz` and `/readyz` (database reachable and worker running), and `/metrics` (the worker listens
 * on an internal address only), with the lead-health gauges read from `pool`.
 */
export function createApp({ pool, worker }: TWorkerAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(httpMetrics('worker'));
  app.get(METRICS_PATH, metricsHandler());
  watchLeadHealth(pool);
  app.use(
    healthRoutes([
      { name: 'postgres', check: () => pingDatabase(pool) },
      {
        name: 'worker',
        check: async () => {
          if (!worker.isRunning()) throw new Error('worker is not running');
        },
      },
    ]),
  );
  return app;
}
