import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import express from 'express';
import { MESSAGES_EN } from '@firm/shared/i18n/messages-en';
import { MESSAGES_ES } from '@firm/shared/i18n/messages-es';
import { createLogger } from '@firm/shared/server/logger';
import { LEADS_PATHS, apiProxy } from './api-proxy';

const logger = createLogger('web-test', 'silent');

function listenOn(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

describe('apiProxy forwarding', () => {
  let upstream: Server;
  let edge: Server;
  let edgeUrl = '';
  let seen: { url?: string; xff?: string; body?: string } = {};

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen = { url: req.url ?? '', xff: String(req.headers['x-forwarded-for'] ?? ''), body };
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}');
      });
    });
    const upstreamPort = await listenOn(upstream);
    const app = express();
    app.use(
      apiProxy({
        target: `http://127.0.0.1:${upstreamPort}`,
        paths: LEADS_PATHS,
        logger,
        timeoutMs: 2000,
      }),
    );
    app.use((_req, res) => res.status(404).end('page'));
    edge = createServer(app);
    edgeUrl = `http://127.0.0.1:${await listenOn(edge)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => edge.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('When a lead is posted through the edge, then the path, query and body reach leads-api unchanged', async () => {
    const response = await fetch(`${edgeUrl}/api/prospecto/agregar?x=1`, {
      method: 'POST',
      body: 'nombre=Ana',
    });
    expect(await response.json()).toEqual({ status: 'success' });
    expect(seen).toMatchObject({ url: '/api/prospecto/agregar?x=1', body: 'nombre=Ana' });
  });

  it('When a visitor sends a forged X-Forwarded-For, then leads-api sees the address the edge saw instead', async () => {
    await fetch(`${edgeUrl}/csrf-token`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(seen.xff).toMatch(/127\.0\.0\.1$/);
    expect(seen.xff).not.toContain('6.6.6.6');
  });

  it('When a path is not one of leads-api, then the edge keeps it', async () => {
    const response = await fetch(`${edgeUrl}/contacto`);
    expect(await response.text()).toBe('page');
  });

  it('When leads-api is down, then the edge answers 503 JSON in the visitor’s language', async () => {
    const app = express();
    app.use(
      apiProxy({ target: 'http://127.0.0.1:9', paths: LEADS_PATHS, logger, timeoutMs: 2000 }),
    );
    const down = createServer(app);
    const port = await listenOn(down);
    const answers = [];
    for (const language of ['es-MX,es;q=0.9', 'en-US,en;q=0.8,es;q=0.5']) {
      const response = await fetch(`http://127.0.0.1:${port}/csrf-token`, {
        headers: { 'accept-language': language },
      });
      answers.push({ status: response.status, body: (await response.json()) as unknown });
    }
    expect(answers).toEqual([
      { status: 503, body: { status: 'error', message: MESSAGES_ES['server.unavailable'] } },
      { status: 503, body: { status: 'error', message: MESSAGES_EN['server.unavailable'] } },
    ]);
    await new Promise((resolve) => down.close(resolve));
  });
});
