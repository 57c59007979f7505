import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeServer, listen } from './http';
import { httpMetrics } from './http-metrics';
import { metricsRegistry } from './metrics';

const SERVICE = 'http-metrics-test';

/** The histogram's `_count` samples of this test's service: label set → count. */
async function counts(): Promise<Map<string, number>> {
  const prefix = 'firm_http_request_duration_seconds_count{';
  const lines = (await metricsRegistry.metrics())
    .split('\n')
    .filter((line) => line.startsWith(prefix) && line.includes(`service="${SERVICE}"`));
  return new Map(
    lines.map((line) => {
      const labels = line.slice(prefix.length, line.lastIndexOf('}'));
      return [labels.replace(`service="${SERVICE}",`, ''), Number(line.split(' ').pop())];
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
});
