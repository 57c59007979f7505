/**
 * `npm run bench:metrics` — what the Prometheus figures cost (issue 33: "the leads and pages figures with
 * metrics on and tracing off differ by ≤ 3 % from today's"). Each round runs the leads path (leads-api,
 * worker and web edge, as `bench:leads`) and the pages (content-api and two web edges, cached and
 * rendering, as `bench:pages`' server figures) twice: with `METRICS_ENABLED=false` (no HTTP histogram,
 * no Node collectors, no `/metrics`: the services as they were before issue 33) and with metrics on, the
 * order swapped every round so a drift of the machine's load favours neither. Tracing stays off
 * (no `OTEL_EXPORTER_OTLP_ENDPOINT`). Prints each round and the medians with the difference.
 *
 * Environment: BENCH_DATABASE_URL or DATABASE_URL (server for the throw-away databases), REDIS_URL,
 * BENCH_ROUNDS (3), BENCH_DURATION (10 s per figure), BENCH_CONNECTIONS (16, the leads),
 * BENCH_METRICS_PORT (4640: leads on it to + 3, pages on + 10 to + 14).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './pages-bench/result';
import { leadsRun } from './metrics-overhead/leads-run';
import { PAGE_CASES, pagesRun, type TPageCase } from './metrics-overhead/pages-run';

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

type TFigure = 'leads/s' | `${TPageCase} pages/s`;
const FIGURES: TFigure[] = ['leads/s', ...PAGE_CASES.map((c) => `${c} pages/s` as const)];
type TMode = 'off' | 'on';
const samples: Record<TMode, Record<TFigure, number[]>> = {
  off: Object.fromEntries(FIGURES.map((f) => [f, []])) as unknown as Record<TFigure, number[]>,
  on: Object.fromEntries(FIGURES.map((f) => [f, []])) as unknown as Record<TFigure, number[]>,
};

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
  samples[mode]['leads/s'].push(leads.rate);
  const pages = await pagesRun({ metrics, baseUrl, redisUrl, port: port + 10, duration });
  for (const pageCase of PAGE_CASES)
    samples[mode][`${pageCase} pages/s`].push(pages[pageCase].rate);
  const failures =
    leads.non2xx + leads.errors + PAGE_CASES.reduce((n, c) => n + pages[c].non2xx, 0);
  if (failures > 0) throw new Error(`metrics ${mode}: ${failures} failed requests`);
  return [
    `leads ${leads.rate.toFixed(0)}/s (p99 ${leads.p99} ms)`,
    ...PAGE_CASES.map((c) => `${c} ${pages[c].rate.toFixed(0)}/s (p99 ${pages[c].p99} ms)`),
  ].join(', ');
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
  out();
  out('## Metrics on vs off (medians; tracing off)');
  out(`${'figure'.padEnd(24)} ${'off'.padStart(8)} ${'on'.padStart(8)}   difference`);
  let within = true;
  for (const figure of FIGURES) {
    const off = median(samples.off[figure]);
    const on = median(samples.on[figure]);
    const difference = ((on - off) / off) * 100;
    if (Math.abs(difference) > BOUND) within = false;
    out(
      `${figure.padEnd(24)} ${off.toFixed(0).padStart(8)} ${on.toFixed(0).padStart(8)}   ${difference >= 0 ? '+' : ''}${difference.toFixed(1)} %`,
    );
  }
  out(
    within
      ? `every figure within ±${BOUND} % (issue 33)`
      : `a figure differs by more than ${BOUND} %: on a loaded machine run more rounds (BENCH_ROUNDS) before concluding`,
  );
} finally {
  await rm(mailDir, { recursive: true, force: true });
}
