import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeServer, listen } from './http';
import { httpMetrics, labelRoute } from './http-metrics';
import { metricsRegistry } from './metrics';

const SERVICE = 'http-metrics-test';

/** The histogram's `_count` samples of this test's service: label set → count. */
async function counts(service = SERVICE): Promise<Map<string, number>> {
  const prefix = 'firm_http_request_duration_seconds_count{';
  const lines = (await metricsRegistry.metrics())
    .split('\n')
    .filter((line) => line.startsWith(prefix) && line.includes(`service="${service}"`));
  return new Map(
    lines.map((line) => {
      const labels = line.slice(prefix.length, line.lastIndexOf('}'));
      return [labels.replace(`service="${service}",`, ''), Number(line.split(' ').pop())];
    }),
  );
}

describe('httpMetrics', () => {
  it('When answers share a route pattern, method and status class, then one series counts them, labelled by the pattern', async () => {
    const app = express();
    app.use(httpMetrics(SERVICE));
    const api = express.Router();
    api.get('/items/:id', (req, res) => void res.status(req.params.id === '7' ? 404 : 200).end());
    app.use('/api', api);
    app.get(/^\/files\/.+$/, (_req, res) => void res.status(503).end());
    const server = await listen(app, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const asked: [string, string][] = [
        ['GET', '/api/items/1'],
        ['GET', '/api/items/2'],
        ['GET', '/api/items/7'],
        ['HEAD', '/api/items/3'],
        ['GET', '/files/a.pdf'],
        ['GET', '/files/b.pdf'],
        ['PROPFIND', '/api/items/4'],
        ['GET', '/nowhere/9'],
      ];
      for (const [method, path] of asked) await (await fetch(base + path, { method })).text();
      // 'finish' comes when the answer is handed over: let the last one's listener run
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(Object.fromEntries(await counts())).toEqual({
        'method="GET",route="/api/items/:id",status="2xx"': 2,
        'method="GET",route="/api/items/:id",status="4xx"': 1,
        'method="HEAD",route="/api/items/:id",status="2xx"': 1,
        'method="GET",route="/^\\\\/files\\\\/.+$/",status="5xx"': 2,
        'method="OTHER",route="unmatched",status="4xx"': 1,
        'method="GET",route="unmatched",status="4xx"': 1,
      });
    } finally {
      await closeServer(server);
    }
  });

  it('When a handler labels its answer, then the label wins over the Express pattern and over unmatched', async () => {
    const service = `${SERVICE}-labelled`;
    const app = express();
    app.use(httpMetrics(service));
    // as the web edge's page cache does: an answer before any route, labelled by the page it holds
    app.use('/cached', (_req, res) => {
      labelRoute(res, 'cached-page');
      res.status(200).end();
    });
    app.get(/.*/, (req, res) => {
      if (req.path.startsWith('/blog/')) labelRoute(res, '/blog/:slug');
      res.status(req.path === '/gone' ? 404 : 200).end();
    });
    const server = await listen(app, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/cached/a', '/cached/b', '/blog/uno-1', '/blog/dos-2', '/gone'])
        await (await fetch(base + path)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(Object.fromEntries(await counts(service))).toEqual({
        'method="GET",route="cached-page",status="2xx"': 2,
        'method="GET",route="/blog/:slug",status="2xx"': 2,
        'method="GET",route="/.*/",status="4xx"': 1,
      });
    } finally {
      await closeServer(server);
    }
  });
});
