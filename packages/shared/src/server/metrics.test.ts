import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeServer, listen } from './http';
import { httpMetrics } from './http-metrics';
import { configureMetrics, metricsHandler, metricsRegistry, METRICS_PATH } from './metrics';

/** An app as the services build theirs: the histogram first, then `/metrics` and a route. */
async function serve() {
  const app = express();
  app.use(httpMetrics('metrics-switch-test'));
  app.get(METRICS_PATH, metricsHandler());
  app.get('/hello', (_req, res) => {
    res.send('hi');
  });
  const server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => closeServer(server) };
}

async function timedRequests(): Promise<number> {
  const text = await metricsRegistry.metrics();
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('firm_http_request_duration_seconds_count') &&
        l.includes('service="metrics-switch-test"'),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

/** The count once the answer's `finish` has run (it may follow the client's read by a tick). */
async function timedRequestsSettled(expected: number): Promise<number> {
  for (let i = 0; i < 20 && (await timedRequests()) !== expected; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 25));
  return timedRequests();
}

describe('METRICS_ENABLED', () => {
  afterEach(() => configureMetrics({ enabled: true }));

  it('When metrics are on, then a request is timed and /metrics answers the registry', async () => {
    configureMetrics({ enabled: true });
    const { base, close } = await serve();
    try {
      const before = await timedRequests();
      await (await fetch(`${base}/hello`)).text();
      expect(await timedRequestsSettled(before + 1)).toBe(before + 1);
      const answer = await fetch(`${base}${METRICS_PATH}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/^nodejs_heap_size_used_bytes/m);
    } finally {
      await close();
    }
  });

  it('When metrics are turned off, then no request is timed and /metrics is not served', async () => {
    configureMetrics({ enabled: false });
    const { base, close } = await serve();
    try {
      const before = await timedRequests();
      expect((await fetch(`${base}/hello`)).status).toBe(200);
      expect((await fetch(`${base}${METRICS_PATH}`)).status).toBe(404);
      expect(await timedRequests()).toBe(before);
    } finally {
      await close();
    }
  });
});
