import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeServer, listen } from './http';
import { httpMetrics, httpTotals } from './http-metrics';

describe('httpTotals (the heartbeat’s error rate)', () => {
  it('When a visitor gets a 500 and a probe gets a 503, then only the visitor’s answer counts', async () => {
    const app = express();
    app.use(httpMetrics('test'));
    app.get('/readyz', (_req, res) => void res.status(503).end());
    app.get('/page', (_req, res) => void res.status(500).end());
    app.get('/ok', (_req, res) => void res.status(200).end());
    const server = await listen(app, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const before = httpTotals();
      for (const path of ['/readyz', '/readyz', '/page', '/ok'])
        await (await fetch(base + path)).text();
      // 'finish' comes when the answer is handed over: let the last one's handler run
      await new Promise((resolve) => setTimeout(resolve, 50));
      const after = httpTotals();
      expect({
        requests: after.requests - before.requests,
        errors: after.errors - before.errors,
      }).toEqual({ requests: 2, errors: 1 });
    } finally {
      await closeServer(server);
    }
  });
});
