/**
 * `npm run bench:content` — autocannon on loopback against content-api (a child process, as the
 * launcher runs it) beside a bare Express app answering res.json() with the same documents.
 * Runs: featured posts and one article (in-process cache) next to their baselines; blog search
 * with its cache on (15 rotating queries); search with the cache off (every request runs the
 * PostgreSQL full-text query) flat out, and at a fixed rate to read its latency; and the search
 * query alone, one at a time, through SearchService (no HTTP).
 * Targets (issue 4): cached endpoints ≥ 60 % of the baseline's requests/s; search p99 ≤ 20 ms.
 *
 * Environment: BENCH_DATABASE_URL or DATABASE_URL (server where a throw-away database is created;
 * default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DURATION (10 s per run),
 * BENCH_CONNECTIONS (10), BENCH_SEARCH_RATE (200 req/s for the fixed-rate search run),
 * BENCH_PORT (4107; the baseline uses BENCH_PORT + 1, the cache-less service BENCH_PORT + 2).
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './content-bench/bench-database';
import { startChild, type TChild } from './content-bench/child-process';
import { sequentialSearchLatency } from './content-bench/search-latency';

type TResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};
type TRequest = { path?: string };
type TAutocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests?: (TRequest & { setupRequest?: (r: TRequest) => TRequest })[];
}) => Promise<TResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as TAutocannon;

const out = (line = '') => process.stdout.write(`${line}\n`);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const searchRate = Number(process.env.BENCH_SEARCH_RATE ?? 200);
const port = Number(process.env.BENCH_PORT ?? 4107);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const HOME = '/api/blogs/home';
const ARTICLE = '/api/content/blog/es/visa-u-victimas-de-delitos';
const SEARCH_WORDS = [
  'visa u',
  'peticion',
  'vawa divorcio',
  'k-1',
  'parole',
  'victimas',
  'trata',
  'certifica',
  'residencia',
  'family petition',
  'trafficking',
  'notario',
  'permiso de trabajo',
  'ninety days',
  'deport',
];
const SEARCHES = SEARCH_WORDS.map((q) => `/api/buscar?query=${encodeURIComponent(q)}`);

type TRow = TResult & { label: string };

async function run(label: string, url: string, paths: string[], rate?: number): Promise<TRow> {
  let i = 0;
  const result = await autocannon({
    url,
    connections: rate ? 4 : connections,
    duration,
    overallRate: rate,
    requests: [{ setupRequest: (r) => ({ ...r, path: paths[i++ % paths.length] }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { ...result, label };
}

const db = await createBenchDatabase(serverUrl);
const children: TChild[] = [];
try {
  const env = { DATABASE_URL: db.url, CONTENT_IMPORT_ON_START: 'never' };
  const script = 'services/content-api/src/server.ts';
  children.push(await startChild(script, env, port));
  children.push(await startChild(script, { ...env, SEARCH_CACHE_ENTRIES: '0' }, port + 2));
  const api = `http://127.0.0.1:${port}`;
  const uncached = `http://127.0.0.1:${port + 2}`;
  const bodies = Object.fromEntries(
    await Promise.all([HOME, ARTICLE].map(async (p) => [p, await (await fetch(api + p)).json()])),
  );
  const bodiesFile = path.join(tmpdir(), `content-bench-${process.pid}.json`);
  await writeFile(bodiesFile, JSON.stringify(bodies));
  const baselineScript = 'tests/bench/content-bench/baseline-server.ts';
  children.push(await startChild(baselineScript, { BASELINE_BODIES: bodiesFile }, port + 1));
  const baseline = `http://127.0.0.1:${port + 1}`;

  out(`content-api: ${duration} s per run, ${connections} connections, Node ${process.version}`);
  const baseHome = await run('baseline: bare Express res.json (featured posts)', baseline, [HOME]);
  const home = await run('GET /api/blogs/home (cached)', api, [HOME]);
  const baseArticle = await run('baseline: bare Express res.json (article)', baseline, [ARTICLE]);
  const article = await run(`GET ${ARTICLE} (cached)`, api, [ARTICLE]);
  const cachedSearch = await run('GET /api/buscar, 15 queries, search cache on', api, SEARCHES);
  const rawSearch = await run('GET /api/buscar, 15 queries, cache off', uncached, SEARCHES);
  const ratedSearch = await run(
    `GET /api/buscar, cache off, fixed ${searchRate} req/s, 4 connections`,
    uncached,
    SEARCHES,
    searchRate,
  );
  out('\n| Run | req/s (avg) | p50 ms | p99 ms |\n|---|---:|---:|---:|');
  for (const row of [baseHome, home, baseArticle, article, cachedSearch, rawSearch, ratedSearch]) {
    out(
      `| ${row.label} | ${Math.round(row.requests.average)} | ${row.latency.p50} | ${row.latency.p99} |`,
    );
  }
  const ratio = (a: TResult, b: TResult) =>
    Math.round((100 * a.requests.average) / b.requests.average);
  out(`\nFeatured posts: ${ratio(home, baseHome)} % of baseline (target ≥ 60 %)`);
  out(`Article: ${ratio(article, baseArticle)} % of baseline (target ≥ 60 %)`);
  out(
    `Search p99 at ${searchRate} req/s, database every time: ${ratedSearch.latency.p99} ms (target ≤ 20 ms)`,
  );
  const direct = await sequentialSearchLatency(db.pool, SEARCH_WORDS, 1000);
  out(
    `Search query alone (SearchService, one at a time, 1000 runs): p50 ${direct.p50} ms, p99 ${direct.p99} ms`,
  );
} finally {
  for (const child of children) await child.stop();
  await db.drop();
}
