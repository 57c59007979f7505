/**
 * `npm run bench:leads` — 30 s of valid multipart lead submissions through the web edge (production
 * build) to leads-api, with the outbox relay and the worker running, each its own process, beside the
 * machine's bare rate of the same two inserts from a plain pg loop (for reference), then a
 * reconciliation of answers, rows and e-mails. Targets (issue 26): ≥ 400 leads/s with p99 ≤ 100 ms;
 * lead-to-intake-e-mail p95 ≤ 2 s.
 *
 * Environment: BENCH_DATABASE_URL or DATABASE_URL (server where a throw-away database is
 * created; default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (queues and rate
 * limits on Redis; unset → both on PostgreSQL), BENCH_DURATION (30 s), BENCH_CONNECTIONS (16),
 * BENCH_PORT (4205: leads-api; the worker's health port is BENCH_PORT + 1, the edge's + 2), BENCH_PROFILE_DIR (write CPU
 * profiles of both services there), BENCH_MAIL_DIR (parent of the .eml folder; default /dev/shm).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baselineRate } from './leads-bench/baseline';
import { cpuBetween, sampleCpu, type TCpuTarget } from './leads-bench/cpu-usage';
import { createBenchDatabase } from './leads-bench/bench-database';
import { reconcile, waitForDrain } from './leads-bench/reconcile';
import { removeQueue } from '../support/remove-queue';
import {
  csrfSession,
  startLeadEdge,
  startService,
  BENCH_EDGE_SECRET,
  startBenchLeadsApi,
} from './leads-bench/services';
import { SUBMISSION_CONTENT_TYPE, submissionBody } from './leads-bench/submission';

type THistogram = { p50: number; p90: number; p99: number; average: number; max: number };
type TResult = {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  latency: THistogram;
};
type TRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type TAutocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: (TRequest & {
    setupRequest?: (request: TRequest) => TRequest;
    onResponse?: (status: number, body: string) => void;
  })[];
}) => Promise<TResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as TAutocannon;

const out = (line = '') => process.stdout.write(`${line}\n`);
const duration = Number(process.env.BENCH_DURATION ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const port = Number(process.env.BENCH_PORT ?? 4205);
const redisUrl = process.env.REDIS_URL ?? '';
const nodeArgs = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const edgePort = port + 2;
const SUCCESS = JSON.stringify({ status: 'success' });
let notSuccess = 0;
// Job ids derive from lead ids: a fresh database needs its own key prefix on a shared Redis.
const queuePrefix = `bench-${Date.now()}`;
const rateLimitPrefix = `${queuePrefix}-rl:`;

const db = await createBenchDatabase(baseUrl);
// The .eml folder stands in for the SMTP server: kept in memory (tmpfs) where the machine has
// one, so the figures measure the pipeline, not the file system's metadata writes (creating a
// 6 KB file costs 0.2–0.45 ms of kernel CPU on this VM's ext4, 0.02 ms on tmpfs).
const mailRoot = process.env.BENCH_MAIL_DIR ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
const mailDir = await mkdtemp(path.join(mailRoot, 'leads-bench-mail-'));
const children: { stop: () => Promise<void>; process: { pid?: number } }[] = [];
try {
  out(`Baseline: plain pg loop, lead + outbox insert in one transaction, one client, 10 s ...`);
  const baseline = await baselineRate(db.pool, 10, 1);
  out(`Stricter reference: 10 such loops at once, 10 s ...`);
  const poolRate = await baselineRate(db.pool, 10, 10);
  await db.pool.query('TRUNCATE leads, outbox, referral_batches RESTART IDENTITY CASCADE');

  const common = { DATABASE_URL: db.url, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix };
  children.push(await startBenchLeadsApi(common, rateLimitPrefix, port, nodeArgs));
  children.push(
    await startService(
      'worker',
      { ...common, SMTP_URL: '', MAIL_DIR: mailDir },
      port + 1,
      nodeArgs,
    ),
  );

  children.push(await startLeadEdge(port, edgePort, BENCH_EDGE_SECRET, nodeArgs));
  const { token, cookie } = await csrfSession(edgePort);

  const cpuTargets: TCpuTarget[] = [
    { label: 'leads-api', pid: children[0]?.process.pid },
    { label: 'worker', pid: children[1]?.process.pid },
    { label: 'web edge', pid: children[2]?.process.pid },
    { label: 'autocannon (this process)', pid: process.pid },
    { label: 'postgres (all backends)', comm: 'postgres' },
    { label: 'redis-server', comm: 'redis-server' },
  ];
  const cpuAtStart = sampleCpu(cpuTargets);
  out(
    `Load: ${connections} connections, ${duration} s of POST /api/prospecto/agregar through the edge (queues on ${redisUrl ? 'Redis' : 'PostgreSQL'}) ...`,
  );
  const result = await autocannon({
    url: `http://127.0.0.1:${edgePort}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/prospecto/agregar',
        headers: { 'content-type': SUBMISSION_CONTENT_TYPE, cookie },
        setupRequest: (request) => ({ ...request, body: submissionBody(token) }),
        onResponse: (status, body) => {
          if (status === 200 && body !== SUCCESS) notSuccess += 1;
        },
      },
    ],
  });

  const cpuAtCutOff = sampleCpu(cpuTargets);
  out('Waiting for the worker to deliver every notification ...');
  await waitForDrain(db.pool, 180_000);
  const cpuAtDrain = sampleCpu(cpuTargets);
  const rec = await reconcile(db.pool, mailDir);
  const rate = result['2xx'] / result.duration;

  out();
  out('## Leads benchmark');
  out(`submissions/s (2xx)      ${rate.toFixed(0)}   (target >= 400)`);
  out(
    `latency p50 / p99        ${result.latency.p50} ms / ${result.latency.p99} ms   (target p99 <= 100 ms)`,
  );
  // The baseline is "a plain pg loop": one client, one lead per transaction. A pool of
  // 10 such loops is printed too, as a stricter reading (it keeps both cores busy on inserts).
  out(`baseline inserts/s       ${baseline.toFixed(0)}   (plain pg loop, one client)`);
  out(
    `ratio to baseline        ${((rate / baseline) * 100).toFixed(1)} %   (reference, no target)`,
  );
  out(
    `10-client pool           ${poolRate.toFixed(0)} inserts/s; ratio ${((rate / poolRate) * 100).toFixed(1)} %   (stricter reading, no target)`,
  );
  out(
    `lead-to-mail p50 / p95   ${rec.leadToMailP50Ms} ms / ${rec.leadToMailP95Ms} ms   (target p95 <= 2000 ms)`,
  );
  out(
    `non-2xx / errors / timeouts / bodies not success  ${result.non2xx} / ${result.errors} / ${result.timeouts} / ${notSuccess}`,
  );
  out();
  // CPU per lead: the load window for the services that answer, up to the drain for the worker.
  const leadsServed = Math.max(1, rec.rows);
  const duringLoad = cpuBetween(cpuAtStart, cpuAtCutOff);
  const untilDrain = cpuBetween(cpuAtStart, cpuAtDrain);
  out('## CPU per lead (ms; load window, and up to the drain)');
  for (const [label, ms] of duringLoad) {
    const total = untilDrain.get(label) ?? ms;
    out(
      `${label.padEnd(28)} ${(ms / leadsServed).toFixed(3)}   ${(total / leadsServed).toFixed(3)}`,
    );
  }
  const sum = (sample: Map<string, number>) => [...sample.values()].reduce((a, b) => a + b, 0);
  out(
    `${'all'.padEnd(28)} ${(sum(duringLoad) / leadsServed).toFixed(3)}   ${(sum(untilDrain) / leadsServed).toFixed(3)}`,
  );
  // autocannon does the same work per request on any machine: its CPU per request measures the
  // machine's speed, and the pipeline's cost in that unit compares runs across machines.
  const loadGenerator = duringLoad.get('autocannon (this process)') ?? 0;
  if (loadGenerator > 0)
    out(
      `${'all ÷ autocannon'.padEnd(28)} ${(sum(duringLoad) / loadGenerator).toFixed(1)}      (the pipeline in units of this machine's speed)`,
    );
  out(`mail folder: ${mailDir}`);
  out();
  // autocannon stops at the deadline without reading the answers of requests still in flight
  // (at most one per connection); the server committed them all the same.
  const inFlight = rec.rows - result['2xx'];
  out('## Reconciliation');
  out(`success answers ${result['2xx']} + in flight at the cut-off ${inFlight} = rows ${rec.rows}`);
  out(`rows ${rec.rows} = notifications delivered ${rec.notified} = .eml files ${rec.mailFiles}`);
  out(
    `outbox rows unpublished ${rec.outboxPending}; duplicate leads ${rec.duplicateLeads}; duplicate e-mails ${rec.duplicateMails}`,
  );
  const consistent =
    inFlight >= 0 &&
    inFlight <= connections &&
    rec.rows === rec.notified &&
    rec.notified === rec.mailFiles &&
    rec.duplicateLeads === 0 &&
    rec.duplicateMails === 0 &&
    notSuccess === 0;
  out(consistent ? 'RECONCILED: nothing lost, nothing doubled' : 'MISMATCH');
  process.exitCode = consistent ? 0 : 1;
} finally {
  for (const child of children.reverse()) await child.stop();
  if (redisUrl) await removeQueue(redisUrl, queuePrefix, rateLimitPrefix);
  await db.drop();
  await rm(mailDir, { recursive: true, force: true });
}
