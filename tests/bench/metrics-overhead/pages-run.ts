import { createBenchDatabase } from '../leads-bench/bench-database';
import { ensureWebBuild, startService, type TChild } from '../leads-bench/services';
import { load, type TLoadResult } from './load';

/** The pages measured: home in both languages from the page cache, and home rendered each time. */
export const PAGE_CASES = ['/ cached', '/en cached', '/ rendered'] as const;
export type TPageCase = (typeof PAGE_CASES)[number];

/** The pages of one mode, metrics on or off. */
export type TPagesStackOptions = {
  metrics: boolean;
  baseUrl: string;
  redisUrl: string;
  /** content-api; the cached edge on + 1, the rendering edge on + 2, their metrics on + 3 and + 4. */
  port: number;
};

/** Running pages: `window` asks one case for `duration` s. */
export type TPagesStack = {
  window: (pageCase: TPageCase, duration: number) => Promise<TLoadResult>;
  stop: () => Promise<void>;
};

/** Waits until `url` answers as `ready` says (a 2xx by default), at most `seconds`. */
async function waitUntilReady(
  url: string,
  seconds: number,
  ready: (response: Response) => boolean = (response) => response.ok,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (
    !(await fetch(url).then(
      (response) => ready(response),
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} was not ready in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Starts content-api (importing the sample content into a new database) and two web edges in front of
 * it, one with its page cache and one rendering every page (`HTML_CACHE_TTL_MS=0`), all with
 * `METRICS_ENABLED` as asked, and warms each case up: a second of answers (the first compile the
 * render path and fill the cache), then, for the cached cases, until the page comes from the cache
 * (the edge stores nothing while its poll of content-api's version goes unanswered). Each window is
 * 10 connections on one case, as a phone asks (brotli accepted), as `npm run bench:pages` measures
 * its server figures.
 */
export async function startPagesStack(options: TPagesStackOptions): Promise<TPagesStack> {
  ensureWebBuild();
  const db = await createBenchDatabase(options.baseUrl, 'metrics_pages_bench');
  const children: TChild[] = [];
  const metrics = String(options.metrics);
  const stop = async () => {
    for (const child of children.reverse()) await child.stop();
    await db.drop();
  };
  const contentPort = options.port;
  const urls: Record<TPageCase, string> = {
    '/ cached': `http://127.0.0.1:${options.port + 1}/`,
    '/en cached': `http://127.0.0.1:${options.port + 1}/en`,
    '/ rendered': `http://127.0.0.1:${options.port + 2}/`,
  };
  try {
    children.push(
      await startService(
        'content-api',
        { DATABASE_URL: db.url, REDIS_URL: options.redisUrl, METRICS_ENABLED: metrics },
        contentPort,
      ),
    );
    await waitUntilReady(`http://127.0.0.1:${contentPort}/readyz`, 180);
    const edge = (offset: number, ttl: string) =>
      startService(
        'web',
        {
          NODE_ENV: 'production',
          CONTENT_API_URL: `http://127.0.0.1:${contentPort}`,
          LEADS_API_URL: `http://127.0.0.1:${contentPort + 9}`,
          PUBLIC_ORIGIN: `http://127.0.0.1:${options.port + 1}`,
          HTML_CACHE_TTL_MS: ttl,
          METRICS_ENABLED: metrics,
          METRICS_PORT: String(options.port + 2 + offset),
        },
        options.port + offset,
      );
    children.push(await edge(1, '60000'), await edge(2, '0'));
    for (const pageCase of PAGE_CASES) {
      await load({ url: urls[pageCase], connections: 10, duration: 1 });
      if (pageCase.endsWith('cached'))
        await waitUntilReady(urls[pageCase], 60, (r) => r.headers.get('x-cache') === 'hit');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    stop,
    window: async (pageCase, duration) => {
      const cached = pageCase.endsWith('cached');
      let [hits, answers] = [0, 0];
      const result = await load(
        {
          url: urls[pageCase],
          connections: 10,
          duration,
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
          requests: [
            {
              method: 'GET',
              onResponse: (_status, _body, _context, headers) => {
                answers += 1;
                if (headers['x-cache'] === 'hit') hits += 1;
              },
            },
          ],
        },
        // the processes that answer: the cached edge alone; the rendering edge with content-api,
        // which it asks for every render
        cached ? [children[1]?.process.pid] : [children[0]?.process.pid, children[2]?.process.pid],
      );
      return cached ? { ...result, cacheHits: hits / Math.max(1, answers) } : result;
    },
  };
}
