import { createBenchDatabase } from '../leads-bench/bench-database';
import { ensureWebBuild, startService, type TChild } from '../leads-bench/services';
import { load, type TLoadResult } from './load';

/** The pages measured: home in both languages from the page cache, and home rendered each time. */
export const PAGE_CASES = ['/ cached', '/en cached', '/ rendered'] as const;
export type TPageCase = (typeof PAGE_CASES)[number];

/** One run of the pages, with metrics on or off. */
export type TPagesRunOptions = {
  metrics: boolean;
  baseUrl: string;
  redisUrl: string;
  /** content-api; the cached edge on + 1, the rendering edge on + 2, their metrics on + 3 and + 4. */
  port: number;
  duration: number;
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
 * `METRICS_ENABLED` as asked; then 10 connections for `duration` s on each case, as a phone asks
 * (brotli accepted), as `npm run bench:pages` measures its server figures.
 */
export async function pagesRun(options: TPagesRunOptions): Promise<Record<TPageCase, TLoadResult>> {
  ensureWebBuild();
  const db = await createBenchDatabase(options.baseUrl, 'metrics_pages_bench');
  const children: TChild[] = [];
  const metrics = String(options.metrics);
  try {
    const contentPort = options.port;
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
    const urls: Record<TPageCase, string> = {
      '/ cached': `http://127.0.0.1:${options.port + 1}/`,
      '/en cached': `http://127.0.0.1:${options.port + 1}/en`,
      '/ rendered': `http://127.0.0.1:${options.port + 2}/`,
    };
    const results = {} as Record<TPageCase, TLoadResult>;
    for (const pageCase of PAGE_CASES) {
      const cached = pageCase.endsWith('cached');
      // a second of warm-up: the first answers compile the render path and fill the cache; then, for
      // the cached cases, until the page comes from the cache (the edge stores nothing while its poll
      // of content-api's version goes unanswered, and a loaded content-api may take a while)
      await load({ url: urls[pageCase], connections: 10, duration: 1 });
      if (cached)
        await waitUntilReady(urls[pageCase], 60, (r) => r.headers.get('x-cache') === 'hit');
      let [hits, answers] = [0, 0];
      const result = await load(
        {
          url: urls[pageCase],
          connections: 10,
          duration: options.duration,
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
        // the processes that answer: the cached edge alone (an idle process's own clock — the
        // collectors' event-loop timer — is a cost per second, not per answer); the rendering edge
        // with content-api, which it asks for every render
        cached ? [children[1]?.process.pid] : [children[0]?.process.pid, children[2]?.process.pid],
      );
      results[pageCase] = cached ? { ...result, cacheHits: hits / Math.max(1, answers) } : result;
    }
    return results;
  } finally {
    for (const child of children.reverse()) await child.stop();
    await db.drop();
  }
}
