import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serializeAttribution } from '@firm/shared/attribution/attribution';
import { closeServer, listen } from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import type { TDocumentBuild } from '../app/entry-server';
import { createEdge } from './app';
import { createHtmlCache, type THtmlCacheOptions } from './html-cache';

const htmlOf = (path: string) => `<!doctype html><html lang="en"><title>${path}</title></html>`;
const PAGE = '/en/about-us?visit=1';
const servers: Server[] = [];

/** The edge with its real page cache, a stand-in renderer (counting its renders) and no upstreams. */
async function startEdge(
  cache: Partial<THtmlCacheOptions> = {},
  publicOrigin = 'http://localhost:3000',
) {
  const renders: string[] = [];
  const edge = createEdge({
    config: {
      CONTENT_API_URL: 'http://127.0.0.1:9',
      LEADS_API_URL: 'http://127.0.0.1:9',
      PUBLIC_ORIGIN: publicOrigin,
      TRUST_PROXY_HOPS: 0,
      HTML_CACHE_TTL_MS: 60_000,
      HTML_CACHE_MAX_ENTRIES: 10,
    },
    logger: createLogger('web', 'silent'),
    render: async ({ request, context }) => {
      const url = new URL(request.url);
      renders.push(url.pathname + url.search);
      // as a loader does when a part of the content does not answer
      if (url.pathname === '/en/degraded') context.warn?.('media catalogue unavailable', {});
      return { kind: 'document', status: 200, html: htmlOf(url.pathname) };
    },
    assetsFor: () => ({ entry: '/entry.js' }) as unknown as TDocumentBuild,
    shell: async () => ({ siteConfig: null, categories: [], samples: null }),
    clientDir: null,
    htmlCache: createHtmlCache({ ttlMs: 60_000, maxEntries: 10, ...cache }),
  });
  const server = await listen(edge, 0, '127.0.0.1');
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ask = (path: string, init?: RequestInit) => fetch(origin + path, init);
  /** node:http, so the body arrives as sent (fetch would decode it). */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ answer: IncomingMessage; body: Buffer }>((resolve, reject) => {
      get(origin + path, { headers }, async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        resolve({ answer, body: Buffer.concat(chunks) });
      }).on('error', reject);
    });
  return { ask, raw, renders };
}

afterAll(async () => {
  await Promise.all(servers.map((server) => closeServer(server)));
});

describe('The page cache, answered through the edge', () => {
  let edge: Awaited<ReturnType<typeof startEdge>>;
  beforeAll(async () => {
    edge = await startEdge();
    await edge.ask(PAGE);
  });

  it('When a part of a page did not answer while it rendered, then the page is shown but not stored: the next visitor gets a new render', async () => {
    const first = await edge.ask('/en/degraded');
    const second = await edge.ask('/en/degraded');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([null, null]);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(edge.renders.filter((url) => url === '/en/degraded')).toHaveLength(2);
  });

  it('When a cached page is asked, then it has the headers of its render, its own request id and the attribution cookie, and is not rendered again', async () => {
    const path = '/en/services?visit=2';
    const miss = await edge.ask(path);
    const hit = await edge.ask(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(edge.renders.filter((url) => url === path)).toHaveLength(1);
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'permissions-policy',
    ])
      expect(hit.headers.get(name)).toBe(miss.headers.get(name));
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    expect(hit.headers.get('cache-control')).toBe('no-cache');
    expect(hit.headers.get('vary')).toBe('accept-encoding');
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'));
    expect(hit.headers.get('set-cookie')).toMatch(
      /^firm_attr=[\w-]+; Max-Age=7776000; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    expect(await hit.text()).toBe(await miss.text());
  });

  it('When the request has a plain X-Request-Id, then it is kept; when it is not a plain token, then a new one is made', async () => {
    const kept = await edge.ask(PAGE, { headers: { 'x-request-id': 'campaign-check-1' } });
    expect(kept.headers.get('x-request-id')).toBe('campaign-check-1');
    const replaced = await edge.ask(PAGE, { headers: { 'x-request-id': 'not a token!' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br, gzip', 'br'],
    ['BR', 'br'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['gzip;q=1, br;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br ; q = 0 , gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate, zstd', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0.1, identity;q=0.5', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
    ['', 'identity'],
  ])(
    'When the browser sends Accept-Encoding %j, then the %s copy is sent',
    async (header, copy) => {
      const { answer, body } = await edge.raw(PAGE, { 'accept-encoding': header });
      expect(answer.headers['x-cache']).toBe('hit');
      expect(answer.headers['content-encoding']).toBe(copy === 'identity' ? undefined : copy);
      expect(answer.headers['content-length']).toBe(String(body.length));
      const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
      expect(decode[copy as keyof typeof decode](body).toString()).toBe(htmlOf('/en/about-us'));
    },
  );

  it('When the browser sends the current ETag (exact, weakened, in a list, or *), then it gets 304 without a body', async () => {
    const etag = (await edge.ask(PAGE)).headers.get('etag') ?? '';
    // as a browser revalidates its copy (fetch would mark a hand-set validator as a reload)
    for (const validator of [etag, `W/${etag}`, `"old", W/${etag}`, '*']) {
      const { answer, body } = await edge.raw(PAGE, { 'if-none-match': validator });
      expect([validator, answer.statusCode]).toEqual([validator, 304]);
      expect(answer.headers['x-cache']).toBe('hit');
      expect(answer.headers.etag).toBe(etag);
      expect(body.length).toBe(0);
    }
    const old = await edge.raw(PAGE, { 'if-none-match': '"old"' });
    expect(old.answer.statusCode).toBe(200);
  });

  it('When the browser asks for a full reload (Cache-Control: no-cache) with its ETag, then it gets the page', async () => {
    const etag = (await edge.ask(PAGE)).headers.get('etag') ?? '';
    const reload = await edge.raw(PAGE, { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(reload.answer.statusCode).toBe(200);
    expect(reload.answer.headers['x-cache']).toBe('hit');
  });

  it('When a cached page is asked with HEAD, then it gets the headers only', async () => {
    const response = await edge.ask(PAGE, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('hit');
    expect(response.headers.get('content-length')).toBe(
      String(Buffer.byteLength(htmlOf('/en/about-us'))),
    );
    expect(await response.text()).toBe('');
  });

  it('When the same page is asked with another query, then it is rendered, not answered from the cache', async () => {
    const response = await edge.ask('/en/about-us?visit=other');
    expect(response.headers.get('x-cache')).toBe('miss');
  });
});

describe('The page cache, bounded', () => {
  it('When a page is older than the time limit, then it is rendered again', async () => {
    let now = 10_000;
    const edge = await startEdge({ ttlMs: 1000, now: () => now });
    await edge.ask(PAGE);
    now = 10_999;
    expect((await edge.ask(PAGE)).headers.get('x-cache')).toBe('hit');
    now = 11_001;
    expect((await edge.ask(PAGE)).headers.get('x-cache')).toBe('miss');
  });

  it('When the pages outgrow the byte budget, then the least recently used are dropped first', async () => {
    // each page's three copies are about 200 bytes: room for two
    const edge = await startEdge({ maxBytes: 450 });
    for (const path of ['/en?a', '/en?b', '/en?a', '/en?c']) await edge.ask(path);
    const status = async (path: string) => (await edge.ask(path)).headers.get('x-cache');
    expect(await status('/en?a')).toBe('hit');
    expect(await status('/en?c')).toBe('hit');
    expect(await status('/en?b')).toBe('miss');
  });
});

describe('The first-touch attribution cookie on cached pages', () => {
  const direct = serializeAttribution({ landing_path: '/en', first_seen: '2026-01-01T00:00:00Z' });
  const fromGoogle = serializeAttribution({
    landing_path: '/',
    first_seen: '2026-01-01T00:00:00Z',
    utm_source: 'google',
  });
  let edge: Awaited<ReturnType<typeof startEdge>>;
  const cookieAfter = async (path: string, headers: Record<string, string>) => {
    await edge.ask(path);
    const hit = await edge.ask(path, { headers });
    expect(hit.headers.get('x-cache')).toBe('hit');
    return hit.headers.get('set-cookie');
  };
  beforeAll(async () => {
    edge = await startEdge();
  });

  it.each([
    ['the visitor has no cookie', {}],
    ['the cookie is malformed', { cookie: 'firm_attr=not-base64-json' }],
    [
      'the cookie records a direct visit and an ad link is followed',
      { cookie: `firm_attr=${direct}` },
    ],
  ])('When %s, then the cookie is written', async (_case, headers) => {
    expect(await cookieAfter('/en?utm_source=bing', headers)).toMatch(/^firm_attr=[\w-]+; Max-Age/);
  });

  it('When a direct visit came first and a search engine sends the visitor, then the cookie is replaced', async () => {
    const headers = { cookie: `firm_attr=${direct}`, referer: 'https://www.google.com/' };
    expect(await cookieAfter('/en', headers)).toMatch(/^firm_attr=/);
  });

  it.each([
    ['among other cookies', `a=1; firm_attr=${direct}; b=2`],
    ['quoted, with spaces around it', `  firm_attr  =  "${direct}"  ;b=2`],
    ['twice (the first counts)', `firm_attr=${direct}; firm_attr=junk`],
  ])('When the visitor’s cookie is sent %s, then it stays', async (_case, cookie) => {
    expect(await cookieAfter('/en', { cookie })).toBeNull();
  });

  it('When the cookie already has campaign data, then a later campaign does not replace it', async () => {
    expect(
      await cookieAfter('/en?utm_source=bing', { cookie: `firm_attr=${fromGoogle}` }),
    ).toBeNull();
  });

  it('When the referrer is the site itself, then a direct visit cookie stays', async () => {
    const headers = { cookie: `firm_attr=${direct}`, referer: 'http://localhost:3000/' };
    expect(await cookieAfter('/en', headers)).toBeNull();
  });

  it('When the site is served over https, then the cookie is Secure', async () => {
    const secure = await startEdge({}, 'https://www.example.com');
    await secure.ask('/en');
    const hit = await secure.ask('/en');
    expect(hit.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });
});
