import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { getHref, matchRoute } from '@firm/shared/routes/route-map';
import { closeServer, listen } from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import type { TDocumentBuild, TRender } from '../../../services/web/src/app/entry-server';
import { createEdge } from '@firm/web/edge/app';
import { startMetricsListener } from '@firm/web/edge/metrics-listener';
import { labelSets, scrape } from '../../support/metrics';

// The pages are not under test: the stand-in answers the site's pages (the route map) 200, any other path 404.
const render: TRender = async ({ request }) =>
  matchRoute(new URL(request.url).pathname)
    ? { kind: 'document', status: 200, html: '<p>page</p>' }
    : { kind: 'document', status: 404, html: '<p>not found</p>' };

describe('the web edge’s metrics', () => {
  const logger = createLogger('edge-metrics-test', 'silent');
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
      clientDir: null,
    });
    edge = await listen(app, 0, '127.0.0.1');
    edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
    metricsServer = await startMetricsListener(0, '127.0.0.1', logger);
    metricsUrl = `http://127.0.0.1:${(metricsServer?.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    if (metricsServer) await closeServer(metricsServer);
    await closeServer(edge);
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

  it('When pages with different paths are served, then the HTTP histogram keeps one bounded route label for them', async () => {
    await fetch(`${edgeUrl}${getHref('contact', 'en')}?utm_source=a1`);
    await fetch(`${edgeUrl}/blog/some-post-12345`);
    const { text } = await scrape(metricsUrl);
    const sets = labelSets(text, 'firm_http_request_duration_seconds_count').filter((set) =>
      set.includes('service="web"'),
    );
    expect(sets.join('\n')).not.toMatch(/12345|utm_source|contacto/);
    expect(sets.length).toBeLessThanOrEqual(6);
  });
});
