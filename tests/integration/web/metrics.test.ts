import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { get, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES, getHref, matchRoute } from '@firm/shared/routes/route-map';
import { closeServer, listen } from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import type { TDocumentBuild, TRender } from '../../../services/web/src/app/entry-server';
import { createEdge } from '@firm/web/edge/app';
import { startMetricsListener } from '@firm/web/edge/metrics-listener';
import { labelSets, scrape, type TScrape } from '../../support/metrics';

// The pages are not under test: the stand-in answers the site's pages (the route map) 200, any other path 404.
const render: TRender = async ({ request }) =>
  matchRoute(new URL(request.url).pathname)
    ? { kind: 'document', status: 200, html: '<p>page</p>' }
    : { kind: 'document', status: 404, html: '<p>not found</p>' };

/** The histogram's answers counted for the web edge under one method, route and status class. */
const answers = (scraped: TScrape, method: string, route: string, status: string) =>
  scraped.value('firm_http_request_duration_seconds_count', {
    service: 'web',
    method,
    route,
    status,
  });

// 'finish', which times an answer, comes once the answer is handed over: let its listener run
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the web edge’s metrics', () => {
  const logger = createLogger('edge-metrics-test', 'silent');
  // the built files the edge serves: a hashed asset and a public file
  const clientDir = mkdtempSync(path.join(tmpdir(), 'edge-metrics-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-1a2b3c.js'), 'export {};');
  writeFileSync(path.join(clientDir, 'favicon.ico'), 'icon');
  let edge: Server;
  let edgeUrl: string;
  let metricsServer: Server | null;
  let metricsUrl: string;

  beforeAll(async () => {
    const app = createEdge({
      config: {
        CONTENT_API_URL: 'http://127.0.0.1:9',
        LEADS_API_URL: 'http://127.0.0.1:9',
        PUBLIC_ORIGIN: 'http://localhost:3000',
        TRUST_PROXY_HOPS: 0,
        HTML_CACHE_TTL_MS: 60_000,
        HTML_CACHE_MAX_ENTRIES: 100,
      },
      logger,
      render,
      assetsFor: () => ({ entry: '/entry.js' }) as unknown as TDocumentBuild,
      shell: async () => ({ siteConfig: null, categories: [], samples: null }),
      clientDir,
    });
    edge = await listen(app, 0, '127.0.0.1');
    edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
    metricsServer = await startMetricsListener(0, '127.0.0.1', logger);
    metricsUrl = `http://127.0.0.1:${(metricsServer?.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    if (metricsServer) await closeServer(metricsServer);
    await closeServer(edge);
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('When /metrics is asked of the public port, then it answers 404 and no figure', async () => {
    const response = await fetch(`${edgeUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('nodejs_');
  });

  it('When the second listener is asked, then it serves the Prometheus text on loopback and nothing else', async () => {
    const { text } = await scrape(metricsUrl);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect((metricsServer?.address() as AddressInfo).address).toBe('127.0.0.1');
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });

  it('When a page is rendered then asked again, then the page cache counts one miss and one hit', async () => {
    const path = getHref('contact', 'es');
    const before = await scrape(metricsUrl);
    const first = await fetch(`${edgeUrl}${path}`);
    const second = await fetch(`${edgeUrl}${path}`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    const after = await scrape(metricsUrl);
    const moved = (result: string) =>
      after.value('firm_page_cache_total', { result }) -
      before.value('firm_page_cache_total', { result });
    expect({ miss: moved('miss'), hit: moved('hit') }).toEqual({ miss: 1, hit: 1 });
  });

  it('When a page is rendered, then answered from the page cache, revalidated and asked with HEAD, then every answer is timed under its route-map pattern, never its slug', async () => {
    const path = getHref('blogArticle', 'es', { slug: 'visa-u-2024-98765' });
    const before = await scrape(metricsUrl);
    const first = await fetch(`${edgeUrl}${path}`);
    const second = await fetch(`${edgeUrl}${path}`);
    // node:http: fetch adds `cache-control: no-cache` to a conditional request, which asks for the page again
    const revalidated = await new Promise<IncomingMessage>((resolve, reject) => {
      get(
        `${edgeUrl}${path}`,
        { headers: { 'if-none-match': second.headers.get('etag') ?? '' } },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer));
        },
      ).on('error', reject);
    });
    const head = await fetch(`${edgeUrl}${path}`, { method: 'HEAD' });
    await Promise.all([first.text(), second.text()]);
    expect([first, second, head].map((r) => r.headers.get('x-cache'))).toEqual([
      'miss',
      'hit',
      'hit',
    ]);
    expect([revalidated.statusCode, revalidated.headers['x-cache']]).toEqual([304, 'hit']);
    await settle();
    const after = await scrape(metricsUrl);
    const moved = (method: string, status: string) =>
      answers(after, method, ROUTES.blogArticle.es, status) -
      answers(before, method, ROUTES.blogArticle.es, status);
    expect({
      get: moved('GET', '2xx'),
      revalidated: moved('GET', '3xx'),
      head: moved('HEAD', '2xx'),
    }).toEqual({ get: 2, revalidated: 1, head: 1 });
    expect(after.text).not.toContain('98765');
  });

  it('When a path is no page of the site, then its 404 is timed under page-not-found', async () => {
    const before = await scrape(metricsUrl);
    const response = await fetch(`${edgeUrl}/no-such-page/4711`);
    expect(response.status).toBe(404);
    await settle();
    const after = await scrape(metricsUrl);
    expect(
      answers(after, 'GET', 'page-not-found', '4xx') -
        answers(before, 'GET', 'page-not-found', '4xx'),
    ).toBe(1);
    expect(after.text).not.toContain('4711');
  });

  it('When a built asset and a public file are served, then both are timed under static', async () => {
    const before = await scrape(metricsUrl);
    const asset = await fetch(`${edgeUrl}/assets/entry-1a2b3c.js`);
    const icon = await fetch(`${edgeUrl}/favicon.ico`);
    const missing = await fetch(`${edgeUrl}/assets/gone-9f8e7d.js`);
    expect([asset.status, icon.status, missing.status]).toEqual([200, 200, 404]);
    await settle();
    const after = await scrape(metricsUrl);
    const moved = (status: string) =>
      answers(after, 'GET', 'static', status) - answers(before, 'GET', 'static', status);
    expect({ found: moved('2xx'), missing: moved('4xx') }).toEqual({ found: 2, missing: 1 });
  });

  it('When an API call is forwarded and its service does not answer, then its 503 is timed under the upstream path, without the id', async () => {
    const before = await scrape(metricsUrl);
    const response = await fetch(`${edgeUrl}/api/blogs/post-55501`);
    expect(response.status).toBe(503);
    await settle();
    const after = await scrape(metricsUrl);
    expect(
      answers(after, 'GET', '/api/blogs/*', '5xx') - answers(before, 'GET', '/api/blogs/*', '5xx'),
    ).toBe(1);
  });

  it('When pages with different paths are served, then every route label of the edge is a route-map pattern or one of its fixed labels, with no slug, query or unmatched', async () => {
    await fetch(`${edgeUrl}${getHref('contact', 'en')}?utm_source=a1`);
    await fetch(`${edgeUrl}/blog/some-post-12345`);
    await fetch(`${edgeUrl}/contacto/`);
    await settle();
    const { text } = await scrape(metricsUrl);
    const routes = new Set(
      labelSets(text, 'firm_http_request_duration_seconds_count')
        .filter((set) => set.includes('service="web"'))
        .map((set) => /route="([^"]*)"/.exec(set)?.[1]),
    );
    const patterns = new Set<string>(
      Object.values(ROUTES).flatMap((def) =>
        [(def as { en?: string }).en, (def as { es?: string }).es].filter(
          (pattern): pattern is string => pattern !== undefined,
        ),
      ),
    );
    const fixed = ['page-not-found', 'static', 'canonical-redirect', '/api/blogs/*'];
    expect(
      [...routes].filter((route) => !patterns.has(route ?? '') && !fixed.includes(route ?? '')),
    ).toEqual([]);
    // the 301 of /contacto/ to its canonical path has a label of its own
    expect([...routes]).toEqual(
      expect.arrayContaining(['/blog/:slug', '/en/contact', 'canonical-redirect']),
    );
    expect(text).not.toMatch(/12345|utm_source/);
  });
});
