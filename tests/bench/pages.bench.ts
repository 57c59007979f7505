/**
 * `npm run bench:pages` — the real pages against a production build on loopback, each figure beside a
 * baseline measured in the same run:
 *
 * - Bytes: first-load JavaScript and CSS of every public page (tests/support/first-load.ts), and the
 *   chunks that make up the browser entry (a bundle report).
 * - Server: autocannon against home ES/EN and an article on the edge with its page cache, on a second
 *   edge with the cache off (HTML_CACHE_TTL_MS=0), and on a plain Node static server answering the same
 *   saved HTML, each asked as a phone's browser asks (brotli accepted; the static server has its brotli
 *   and gzip copies made in advance, as the edge's cache does). Median of BENCH_RUNS runs.
 * - Lighthouse 12 (mobile defaults, simulated throttling, Debian's Chromium) on home, a visa page, an
 *   article, contact and testimonials in both languages, each beside the same page's HTML and assets
 *   saved and served by the static server. Median of BENCH_LH_RUNS runs.
 * - Memory: RSS of each service after the runs.
 *
 * It starts its own stack with the launcher (`npm start`: the web build, migrations, content import) on
 * BENCH_PAGES_PORT (3450; internal services on that port + 1001–1003, the second edge on + 1, the static
 * server on + 2), writes the results as JSON to BENCH_PAGES_OUT (.data/bench-pages.json) and prints them as tables.
 *
 * Environment: DATABASE_URL / REDIS_URL as for `npm start`; BENCH_RUNS (3), BENCH_DURATION (10 s),
 * BENCH_LH_RUNS (3; 0 leaves Lighthouse out), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { getHref, type TRouteId } from '@firm/shared/routes/route-map';
import { repoPaths } from '@firm/shared/server/paths';
import { firstLoadOf } from '../support/first-load';
import { entryReport, PUBLIC_PAGES } from './pages-bench/bytes';
import { median, type TLighthouseScores, type TPagesResult } from './pages-bench/result';

const run = promisify(execFile);
type TAutocannonResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<TAutocannonResult>;

const root = repoPaths().root;
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3450);
const UNCACHED_PORT = PORT + 1;
const STATIC_PORT = PORT + 2;
// the services beside it (4451–4453 by default), so two benches on one machine can run on two ports
const INTERNAL = {
  CONTENT_API_PORT: PORT + 1001,
  LEADS_API_PORT: PORT + 1002,
  WORKER_PORT: PORT + 1003,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = process.env.BENCH_PAGES_OUT ?? path.join(root, '.data', 'bench-pages.json');
/** What Chrome on Android sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const out = (line = '') => process.stdout.write(`${line}\n`);

const ARTICLE_ES = '/blog/vawa-autopeticion-que-es-y-quien-califica';
const ARTICLE_EN = '/en/blog/vawa-self-petition-what-it-is-and-who-qualifies';
const SERVER_PAGES = ['/', '/en', ARTICLE_ES];
const LIGHTHOUSE_PAGES: string[] = [
  ...(['home', 'uVisa', 'contact', 'testimonials'] as TRouteId[]).flatMap((id) => [
    getHref(id, 'es'),
    getHref(id, 'en'),
  ]),
  ARTICLE_ES,
  ARTICLE_EN,
];

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function startStack(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'infra/launcher/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      ...Object.fromEntries(Object.entries(INTERNAL).map(([k, v]) => [k, String(v)])),
      LOG_LEVEL: 'warn',
      LAUNCHER_EXIT_WITH_PARENT: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function startUncachedEdge(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'services/web/src/edge/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(UNCACHED_PORT),
      PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      CONTENT_API_URL: `http://127.0.0.1:${INTERNAL.CONTENT_API_PORT}`,
      LEADS_API_URL: `http://127.0.0.1:${INTERNAL.LEADS_API_PORT}`,
      HTML_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The baseline: a plain Node server answering from memory what the edge answered once — each page's HTML
 * and every file the page loads (saved the first time it is asked, then never asked again).
 */
function staticCopy(origin: string): Promise<Server> {
  type TSaved = { type: string; body: Buffer; gzip: Buffer; br: Buffer };
  const saved = new Map<string, TSaved>();
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const hit = saved.get(url);
    // compressed like the edge's answers (brotli first, then gzip), or the copy would lose on bytes alone
    const send = (file: TSaved) => {
      const accepted = req.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
      res.writeHead(200, {
        'content-type': file.type,
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(body);
    };
    if (hit) return send(hit);
    fetch(origin + url, { headers: { 'accept-encoding': 'identity' } })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const file = {
          type: answer.headers.get('content-type') ?? 'application/octet-stream',
          body,
          gzip: gzipSync(body, { level: 9 }),
          br: brotliCompressSync(body),
        };
        if (answer.ok) saved.set(url, file);
        send(file);
      })
      .catch(() => {
        res.writeHead(502).end();
      });
  });
  return new Promise((resolve) => server.listen(STATIC_PORT, '127.0.0.1', () => resolve(server)));
}

async function serverRuns(result: TPagesResult): Promise<void> {
  out(`\nServer: autocannon, 10 connections, ${DURATION} s, median of ${RUNS}`);
  for (const page of SERVER_PAGES) {
    const targets = {
      cached: `http://127.0.0.1:${PORT}${page}`,
      uncached: `http://127.0.0.1:${UNCACHED_PORT}${page}`,
      static: `http://127.0.0.1:${STATIC_PORT}${page}`,
    };
    // warm each: the cache, the saved copy, the content service's caches
    for (const url of Object.values(targets)) await fetch(url).then((r) => r.arrayBuffer());
    const runs: Record<keyof typeof targets, TAutocannonResult[]> = {
      cached: [],
      uncached: [],
      static: [],
    };
    for (let i = 0; i < RUNS; i += 1) {
      for (const kind of ['static', 'cached', 'uncached'] as const) {
        const answer = await autocannon({
          url: targets[kind],
          connections: 10,
          duration: DURATION,
          // as a phone's browser asks: every server answers brotli
          headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        });
        if (answer.non2xx > 0)
          throw new Error(`${targets[kind]}: ${answer.non2xx} non-2xx answers`);
        runs[kind].push(answer);
      }
    }
    const row = {
      page,
      static: median(runs.static.map((r) => r.requests.average)),
      cached: median(runs.cached.map((r) => r.requests.average)),
      cachedP99: median(runs.cached.map((r) => r.latency.p99)),
      uncached: median(runs.uncached.map((r) => r.requests.average)),
      uncachedP99: median(runs.uncached.map((r) => r.latency.p99)),
    };
    result.server.push(row);
    out(
      `${page.padEnd(50)} static ${row.static.toFixed(0)}/s  cached ${row.cached.toFixed(0)}/s ` +
        `(${((100 * row.cached) / row.static).toFixed(0)} %, p99 ${row.cachedP99} ms)  ` +
        `uncached ${row.uncached.toFixed(0)}/s (p99 ${row.uncachedP99} ms)`,
    );
  }
}

/** Lighthouse's own failures that a second run clears (its trace missed the navigation). */
const LIGHTHOUSE_RETRIES = 2;

async function lighthouse(url: string, dir: string): Promise<TLighthouseScores> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, dir);
    } catch (error) {
      // e.g. "Something went wrong with recording the trace over your page load (NO_NAVSTART)"
      if (attempt >= LIGHTHOUSE_RETRIES) throw error;
      const reason = (error as Error).message.split('\n').find((line) => /error/i.test(line));
      out(`  (Lighthouse failed on ${url}, run again: ${reason ?? 'no reason given'})`);
    }
  }
}

async function lighthouseOnce(url: string, dir: string): Promise<TLighthouseScores> {
  const file = path.join(dir, 'report.json');
  await run(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--form-factor=mobile',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(file, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
  };
}

function medianRun(runs: TLighthouseScores[]): TLighthouseScores {
  const pick = (key: keyof TLighthouseScores) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
  };
}

async function lighthouseRuns(result: TPagesResult): Promise<void> {
  out(`\nLighthouse 12 (mobile, simulated throttling), median of ${LH_RUNS}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-lh-'));
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const site: TLighthouseScores[] = [];
      const copy: TLighthouseScores[] = [];
      for (let i = 0; i < LH_RUNS; i += 1) {
        site.push(await lighthouse(`http://localhost:${PORT}${page}`, dir));
        copy.push(await lighthouse(`http://localhost:${STATIC_PORT}${page}`, dir));
      }
      const row = { page, site: medianRun(site), copy: medianRun(copy) };
      result.lighthouse.push(row);
      out(
        `${page.padEnd(50)} perf ${row.site.performance} (copy ${row.copy.performance})  ` +
          `a11y ${row.site.accessibility} bp ${row.site.bestPractices} seo ${row.site.seo}  ` +
          `LCP ${row.site.lcp} ms  CLS ${row.site.cls}  TBT ${row.site.tbt} ms`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** RSS (MiB) of every process under the launcher, named by the script it runs. */
async function servicesMemory(launcher: number): Promise<Record<string, number>> {
  const { stdout } = await run('ps', ['-eo', 'pid=,ppid=,rss=,args=']);
  const rows = stdout
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, rss, ...args] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), rss: Number(rss), args: args.join(' ') };
    });
  const under = new Set([launcher]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (under.has(row.ppid) && !under.has(row.pid)) {
        under.add(row.pid);
        grew = true;
      }
  }
  const memory: Record<string, number> = {};
  for (const row of rows) {
    if (!under.has(row.pid)) continue;
    const name = /services\/([\w-]+)\/src/.exec(row.args)?.[1];
    if (name) memory[name] = Math.max(memory[name] ?? 0, Math.round(row.rss / 1024));
  }
  return memory;
}

/**
 * A production build with hidden source maps (read for the entry report, then deleted), stamped so the
 * launcher does not build again.
 */
async function build(): Promise<void> {
  const web = path.join(root, 'services', 'web');
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  await run(vite, ['build', '--sourcemap', 'hidden'], { cwd: web, env });
  await run(vite, ['build', '--ssr'], { cwd: web, env });
  await writeFile(path.join(web, 'dist', '.build-stamp'), new Date().toISOString());
}

async function dropSourceMaps(): Promise<void> {
  const dir = path.join(root, 'services', 'web', 'dist', 'client', 'assets');
  for (const name of await readdir(dir))
    if (name.endsWith('.map')) await rm(path.join(dir, name), { force: true });
}

async function main(): Promise<void> {
  const started = Date.now();
  out('building the web app (production, hidden source maps)…');
  await build();
  const result: TPagesResult = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
    loadAverage: loadavg()[0] ?? 0,
    bytes: PUBLIC_PAGES.map((id) => ({ id, ...firstLoadOf(id) })),
    entry: [],
    server: [],
    lighthouse: [],
    memory: {},
    seconds: 0,
  };
  const stack = startStack();
  const stop = () => {
    try {
      if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  let edge: ChildProcess | undefined;
  let copy: Server | undefined;
  try {
    await waitFor(`http://127.0.0.1:${PORT}/readyz`, stack, 600);
    result.entry = entryReport();
    await dropSourceMaps();
    result.bytes = PUBLIC_PAGES.map((id) => ({ id, ...firstLoadOf(id) }));
    out('Bytes: first-load JavaScript and CSS (gzip -9)');
    for (const row of result.bytes)
      out(
        `${row.id.padEnd(26)} JS ${(row.js.gzip / 1024).toFixed(1)} kB  CSS ${(row.css.gzip / 1024).toFixed(1)} kB`,
      );
    out('\nThe browser entry, by package (minified kB, share of the entry)');
    for (const part of result.entry.slice(0, 12))
      out(`${part.name.padEnd(40)} ${(part.bytes / 1024).toFixed(1)} kB`);
    edge = startUncachedEdge();
    await waitFor(`http://127.0.0.1:${UNCACHED_PORT}/healthz`, edge, 60);
    copy = await staticCopy(`http://127.0.0.1:${PORT}`);
    await serverRuns(result);
    if (LH_RUNS > 0) await lighthouseRuns(result);
    result.memory = await servicesMemory(stack.pid ?? 0);
    out(`\nMemory (RSS after the runs): ${JSON.stringify(result.memory)}`);
  } finally {
    copy?.close();
    edge?.kill('SIGTERM');
    stop();
  }
  result.seconds = Math.round((Date.now() - started) / 1000);
  await mkdir(path.dirname(OUT), { recursive: true });
  await writeFile(OUT, JSON.stringify(result, null, 2));
  out(`\n${result.seconds} s; results in ${OUT}`);
}

await main();
