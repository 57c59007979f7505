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

/** How many `finish` listeners an answer of a bare Express app holds once ended. */
async function finishListenersOfBareAnswer(): Promise<number> {
  let seen = -1;
  const bare = await listen(
    express().get('/', (_req, res) => {
      res.end();
      setImmediate(() => (seen = res.listenerCount('finish')));
    }),
    0,
    '127.0.0.1',
  );
  try {
    await (await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return seen;
  } finally {
    await closeServer(bare);
  }
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

  it('When an answer is ended while the handlers run, then it is timed at once, with no finish listener; when later, then on finish, for its whole time', async () => {
    const service = `${SERVICE}-timing`;
    const app = express();
    app.use(httpMetrics(service));
    const finishListeners: number[] = [];
    // the listeners Node itself puts on an answer (it frees the connection for the next request)
    const nodeOwn = await finishListenersOfBareAnswer();
    app.get('/now', (_req, res) => {
      res.status(200).end();
      // after the middleware's next() returned: a listener of its own would show here
      setImmediate(() => finishListeners.push(res.listenerCount('finish')));
    });
    app.get('/later', (_req, res) => void setTimeout(() => res.status(200).end(), 150));
    const server = await listen(app, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sum = async (route: string) => {
      const line = (await metricsRegistry.metrics())
        .split('\n')
        .find(
          (l) =>
            l.startsWith('firm_http_request_duration_seconds_sum{') &&
            l.includes(`service="${service}"`) &&
            l.includes(`route="${route}"`),
        );
      return Number(line?.split(' ').pop());
    };
    try {
      for (const path of ['/now', '/now', '/later']) await (await fetch(base + path)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(Object.fromEntries(await counts(service))).toEqual({
        'method="GET",route="/now",status="2xx"': 2,
        'method="GET",route="/later",status="2xx"': 1,
      });
      expect(finishListeners).toEqual([nodeOwn, nodeOwn]);
      expect(await sum('/later')).toBeGreaterThanOrEqual(0.14);
      expect(await sum('/now')).toBeLessThan(0.14);
    } finally {
      await closeServer(server);
    }
  });
});
