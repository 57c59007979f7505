/**
 * `npm run bench:metrics` — what the Prometheus figures cost (issue 33: "the leads and pages figures with
 * metrics on and tracing off differ by ≤ 3 % from today's"). Each round runs the leads path (leads-api,
 * worker and web edge, as `bench:leads`) and the pages (content-api and two web edges, cached and
 * rendering, as `bench:pages`' server figures) twice: with `METRICS_ENABLED=false` (no HTTP histogram,
 * no Node collectors, no `/metrics`: the services as they were before issue 33) and with metrics on, the
 * order swapped every round so a drift of the machine's load favours neither. Tracing stays off
 * (no `OTEL_EXPORTER_OTLP_ENDPOINT`). Prints each round, then the medians of the answers per second and
 * of the services' CPU per answer (the steadier of the two on a shared machine), with the difference.
 *
 * Environment: BENCH_DATABASE_URL or DATABASE_URL (server for the throw-away databases), REDIS_URL,
 * BENCH_ROUNDS (3), BENCH_DURATION (10 s per figure), BENCH_CONNECTIONS (16, the leads),
 * BENCH_METRICS_PORT (4640: leads on it to + 3, pages on + 10 to + 14).
 *
 * CPU per answer counts the processes that answer: the leads path's three services; the cached edge
 * alone; the rendering edge with content-api. (Until 27 Nov 14:00 the idle edge and content-api were
 * counted for the cached pages too: their collectors' event-loop timer is a cost per second, not per
 * answer, and it inflated the cached figures' difference.)
 *
 * Measured 27 November 2026 on 2 cores, `BENCH_ROUNDS=6 BENCH_DURATION=8 npm run bench:metrics`, after
 * the HTTP histogram's per-answer cost was cut (a `--cpu-prof` of the cached page: the metrics code
 * ~5 % of the edge's CPU before, ~2 % after), every cached run 100 % hits:
 * - nothing else running (load 1.0), the old counting: CPU per answer off → on, leads +4.3 %, / cached
 *   +21.6 %, /en cached +17.4 %, / rendered +3.5 %;
 * - the counting above (load 2–3, per-round swings of ±30 % on this machine): leads −1.9 %, / cached
 *   +4.2 %, /en cached +10.8 %, / rendered +3.9 %; answers per second +0.1 %, −7.9 %, −3.1 %;
 * - a throw-away A/B of the cached edge alone, one edge at a time, off/on alternated 10 times
 *   (5 each, 6 s of 10 connections after a 3 s warm-up), CPU of the edge only: medians 0.486 → 0.500
 *   ms per answer, +2.8 %.
 * The bound is met by the edge alone in that A/B; this bench, on this shared machine, swings more per
 * round than the 3 % it checks, so it does not prove it: run it with more rounds on a quiet machine.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './pages-bench/result';
import { leadsRun } from './metrics-overhead/leads-run';
import { PAGE_CASES, pagesRun, type TPageCase } from './metrics-overhead/pages-run';
import type { TLoadResult } from './metrics-overhead/load';

const out = (line = '') => process.stdout.write(`${line}\n`);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const port = Number(process.env.BENCH_METRICS_PORT ?? 4640);
const redisUrl = process.env.REDIS_URL ?? '';
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
/** The bound on the difference, in %. */
const BOUND = 3;

type TFigure = 'leads' | `${TPageCase}`;
const FIGURES: TFigure[] = ['leads', ...PAGE_CASES];
type TMode = 'off' | 'on';
type TSamples = Record<TFigure, TLoadResult[]>;
const emptySamples = () => Object.fromEntries(FIGURES.map((f) => [f, []])) as unknown as TSamples;
const samples: Record<TMode, TSamples> = { off: emptySamples(), on: emptySamples() };

const show = (r: TLoadResult) =>
  `${r.rate.toFixed(0)}/s, ${r.cpuMsPerRequest.toFixed(2)} ms CPU, p99 ${r.p99} ms` +
  (r.cacheHits === undefined ? '' : `, ${(r.cacheHits * 100).toFixed(0)} % hits`);

async function measure(mode: TMode, mailDir: string): Promise<string> {
  const metrics = mode === 'on';
  const leads = await leadsRun({
    metrics,
    baseUrl,
    redisUrl,
    port,
    mailDir,
    duration,
    connections,
  });
  const pages = await pagesRun({ metrics, baseUrl, redisUrl, port: port + 10, duration });
  const results: Record<TFigure, TLoadResult> = { leads, ...pages };
  for (const figure of FIGURES) samples[mode][figure].push(results[figure]);
  const failures = FIGURES.reduce((n, f) => n + results[f].non2xx + results[f].errors, 0);
  if (failures > 0) throw new Error(`metrics ${mode}: ${failures} failed requests`);
  return FIGURES.map((figure) => `${figure} ${show(results[figure])}`).join('; ');
}

/** Prints off/on medians of one measure per figure; true when every difference is within the bound. */
function table(title: string, pick: (r: TLoadResult) => number, digits: number): boolean {
  out(`\n## ${title} (medians of ${rounds} rounds; tracing off)`);
  out(`${'figure'.padEnd(14)} ${'off'.padStart(8)} ${'on'.padStart(8)}   difference`);
  let within = true;
  for (const figure of FIGURES) {
    const off = median(samples.off[figure].map(pick));
    const on = median(samples.on[figure].map(pick));
    const difference = ((on - off) / off) * 100;
    if (Math.abs(difference) > BOUND) within = false;
    out(
      `${figure.padEnd(14)} ${off.toFixed(digits).padStart(8)} ${on.toFixed(digits).padStart(8)}   ${difference >= 0 ? '+' : ''}${difference.toFixed(1)} %`,
    );
  }
  return within;
}

const mailRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const mailDir = await mkdtemp(path.join(mailRoot, 'metrics-bench-mail-'));
try {
  out(
    `Metrics overhead: ${rounds} rounds, ${duration} s per figure, load average ${(loadavg()[0] ?? 0).toFixed(1)} at start`,
  );
  for (let round = 1; round <= rounds; round += 1) {
    const order: TMode[] = round % 2 ? ['off', 'on'] : ['on', 'off'];
    for (const mode of order)
      out(`round ${round} metrics ${mode.padEnd(3)}: ${await measure(mode, mailDir)}`);
  }
  const rates = table('Answers per second, metrics off vs on', (r) => r.rate, 0);
  const cpu = table(
    'CPU of the services per answer (ms), metrics off vs on',
    (r) => r.cpuMsPerRequest,
    3,
  );
  out(
    `\nwithin ±${BOUND} % (issue 33): answers per second ${rates ? 'yes' : 'no'}, CPU per answer ${cpu ? 'yes' : 'no'}` +
      (rates && cpu
        ? ''
        : ' — on a loaded machine, run more rounds (BENCH_ROUNDS) before concluding'),
  );
} finally {
  await rm(mailDir, { recursive: true, force: true });
}
