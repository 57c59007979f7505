import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { attributionCookieFor } from './attribution-cookie';
import { createHtmlCache, type TCachedPage } from './html-cache';
import { pageCacheHits } from './page-cache-hits';
import { pageSecurityHeaders } from './security-headers';

const HTML = '<!doctype html><html lang="en"><title>About us</title></html>';
const cache = createHtmlCache({ ttlMs: 60_000, maxEntries: 10 });
const security = pageSecurityHeaders('http://localhost:3000');
const hits = pageCacheHits(cache, {
  securityHeaders: security,
  attribution: attributionCookieFor('http://localhost:3000'),
});
let server: Server;
let origin: string;
let page: TCachedPage;

beforeAll(async () => {
  page = await cache.store('/en/about-us?visit=1', HTML);
  // what a miss would get: the Express app in the real edge
  server = createServer((req, res) => {
    if (!hits(req, res)) res.writeHead(418, { 'x-fell-through': 'yes' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('pageCacheHits', () => {
  it('When a cached page is asked, then it comes with the security headers, the page headers, a request id and the attribution cookie', async () => {
    const response = await fetch(`${origin}/en/about-us?visit=1`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    for (const [name, value] of security) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('x-cache')).toBe('hit');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('etag')).toBe(page.etag);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('set-cookie')).toMatch(
      /^firm_attr=[\w-]+; Max-Age=7776000; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    expect(await response.text()).toBe(HTML);
  });

  it('When the request has a plain X-Request-Id, then it is kept; when it is not a plain token, then a new one is made', async () => {
    const kept = await fetch(`${origin}/en/about-us?visit=1`, {
      headers: { 'x-request-id': 'campaign-check-1' },
    });
    expect(kept.headers.get('x-request-id')).toBe('campaign-check-1');
    const replaced = await fetch(`${origin}/en/about-us?visit=1`, {
      headers: { 'x-request-id': 'not a token!' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('When the browser accepts gzip only, then the gzip copy is sent with its length', async () => {
    // node:http, so the body is not decoded on the way
    const answer = await new Promise<IncomingMessage>((resolve) =>
      get(`${origin}/en/about-us?visit=1`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(String(page.gzip.length));
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(HTML);
  });

  it('When the browser sends the current ETag (even weakened), then it gets 304 without a body', async () => {
    for (const validator of [page.etag, `"old", W/${page.etag}`]) {
      const response = await fetch(`${origin}/en/about-us?visit=1`, {
        headers: { 'if-none-match': validator },
      });
      expect(response.status).toBe(304);
      expect(response.headers.get('x-cache')).toBe('hit');
      expect(response.headers.get('content-length')).toBeNull();
      expect(await response.text()).toBe('');
    }
  });

  it('When a cached page is asked with HEAD, then it gets the headers only', async () => {
    const response = await fetch(`${origin}/en/about-us?visit=1`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(HTML)));
    expect(await response.text()).toBe('');
  });

  it('When the visitor already has a first-touch cookie, then no cookie is written', async () => {
    const first = await fetch(`${origin}/en/about-us?visit=1`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    const again = await fetch(`${origin}/en/about-us?visit=1`, { headers: { cookie } });
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['POST', '/en/about-us?visit=1'],
    ['GET', '/en/about-us?visit=2'],
    ['GET', '/en/about-us'],
  ])(
    'When %s %s is not a cached page, then it goes on to the app untouched',
    async (method, path) => {
      const response = await fetch(`${origin}${path}`, { method });
      expect(response.status).toBe(418);
      expect(response.headers.get('x-cache')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );
});
