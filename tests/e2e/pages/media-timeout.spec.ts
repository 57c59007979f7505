import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { COPY } from '@firm/web/pages/home/home-copy';
import { freePort, startEdge, type TEdgeProcess } from '../support/edge-process';
import { E2E_INTERNAL_PORTS } from '../support/stack';

/**
 * The home page when the media catalogue times out (issue 33): a content-api in front of the stack's
 * that answers everything but `/api/content/media`, which it never answers. The page must render without
 * the images' renditions and log a warning — never a 500 or an error line — and a visitor who leaves
 * while it waits is no error either.
 */
const CONTENT_API = `http://127.0.0.1:${E2E_INTERNAL_PORTS.CONTENT_API_PORT}`;

type TLogLine = { level: number; msg: string; path?: string; result?: string };

/** A content-api that holds the media catalogue's requests open and passes every other GET on. */
async function contentWithoutMedia(): Promise<{ url: string; close: () => Promise<void> }> {
  const held = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] === CONTENT_URLS.mediaCatalog()) {
      held.add(req.socket);
      return;
    }
    fetch(CONTENT_API + (req.url ?? '/'), { headers: { accept: 'application/json' } }).then(
      async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        });
        res.end(body);
      },
      () => res.writeHead(502).end(),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The edge's log lines so far, parsed. */
function logLines(edge: TEdgeProcess | undefined): TLogLine[] {
  return (edge?.output() ?? '')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as TLogLine);
}

/** The web edge's HTTP answers counted with a 5xx status, from its metrics listener. */
async function served5xx(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('firm_http_request_duration_seconds_count{') &&
        line.includes('status="5xx"'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

let content: Awaited<ReturnType<typeof contentWithoutMedia>> | undefined;
let edge: TEdgeProcess | undefined;
let metricsPort = 0;

test.beforeAll(async () => {
  content = await contentWithoutMedia();
  metricsPort = await freePort();
  edge = await startEdge(await freePort(), {
    NODE_ENV: 'production',
    CONTENT_API_URL: content.url,
    LEADS_API_URL: `http://127.0.0.1:${E2E_INTERNAL_PORTS.LEADS_API_PORT}`,
    // every request renders: the second test needs a render in progress
    HTML_CACHE_TTL_MS: '0',
    METRICS_ENABLED: 'true',
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'info',
  });
});
test.afterAll(async () => {
  edge?.stop();
  await content?.close();
});

test.describe('Home page when the media catalogue never answers', () => {
  test.describe.configure({ mode: 'serial' });

  test('When the media lookup times out, then the home page answers 200 with its content but no image renditions, and the edge logs a warning, not an error', async ({
    request,
  }) => {
    const response = await request.get(`${edge?.origin}/`, { timeout: 15_000 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(COPY.es.hero.claim.heading);
    // the rest of the content came through (the featured posts), only the renditions are missing
    expect(html).not.toContain(COPY.es.newsEmpty);
    expect(html).not.toContain('type="image/avif"');
    const lines = logLines(edge);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(
      lines.filter((line) => line.level === 40 && line.msg.startsWith('media catalogue')),
    ).toContainEqual(expect.objectContaining({ path: '/', result: 'unavailable' }));
  });

  test('When the visitor leaves while the media lookup holds the page, then the edge logs no error and counts no 5xx', async () => {
    const before = await served5xx(metricsPort);
    await expect(
      fetch(`${edge?.origin}/en`, { signal: AbortSignal.timeout(800) }),
    ).rejects.toThrow();
    // the visitor's abort cuts the loaders' requests short: react-router then gives up on the render
    const settled = (line: TLogLine) => line.level >= 50 || line.msg.startsWith('visitor left');
    await expect.poll(() => logLines(edge).some(settled), { timeout: 10_000 }).toBe(true);
    expect(logLines(edge).filter((line) => line.level >= 50)).toEqual([]);
    expect(logLines(edge).map((line) => line.msg)).toContain(
      'visitor left before the page was rendered',
    );
    expect(await served5xx(metricsPort)).toBe(before);
  });
});
