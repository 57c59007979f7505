import type { Server } from 'node:http';
import express from 'express';
import { listen } from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import { METRICS_PATH, metricsHandler } from '@firm/shared/server/metrics';

/**
 * The edge's second listener: `/metrics` and nothing else, on its own port and interface (loopback by
 * default), never on the public port. A port already taken is logged, not fatal: the site goes on
 * serving visitors without its figures.
 */
export async function startMetricsListener(
  port: number,
  host: string,
  logger: Logger,
): Promise<Server | null> {
  const app = express();
  app.disable('x-powered-by');
  app.get(METRICS_PATH, metricsHandler());
  try {
    const server = await listen(app, port, host);
    logger.info({ host, port }, 'web edge metrics listening');
    return server;
  } catch (error) {
    logger.error({ err: error, host, port }, 'web edge metrics listener could not start');
    return null;
  }
}
