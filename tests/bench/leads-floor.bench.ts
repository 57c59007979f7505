/**
 * `npm run bench:leads:floor` — what the fixed architecture's own parts cost per lead on this
 * machine before any of the firm's code runs, to tell how far tuning the pipeline can go.
 * Each part runs alone and its CPU is read from /proc for every process involved:
 *
 * - HTTP: autocannon (this process, 16 connections, the bench's multipart bodies) against an
 *   Express 5 app with one POST route that reads the body and answers success; bare node:http
 *   alongside, for reference.
 * - Queue: BullMQ, the lead jobs' real options, added in batches of 13 (what the outbox relay
 *   publishes per 20 ms at ~650 leads/s), consumed by a worker child with the service's
 *   concurrency (20) and a processor that does nothing; CPU of producer, worker and Redis (or
 *   PostgreSQL without REDIS_URL). Twice: paced at the target's 1,000 jobs/s, and as fast as
 *   the producer can add (a busy queue costs less per job: the worker takes the next job as it
 *   finishes one instead of waiting); the floor takes the cheaper.
 * - Store: a lead row and its outbox row, through the service's own statement
 *   (`insertLeadWithOutbox`, one transaction per lead) from 16 concurrent callers; PostgreSQL's
 *   CPU only.
 *
 * Left out, so the floor is below what any implementation of the spec can reach: rate limiting,
 * CSRF, multipart parsing, validation, the relay's claim and mark, the worker's reads and
 * writes, composing and writing the e-mail, the database client's CPU in the services, logging.
 *
 * Environment: as `bench:leads` (BENCH_DATABASE_URL or DATABASE_URL, REDIS_URL), BENCH_PORT
 * (4215), BENCH_DURATION (10 s per HTTP run and for the store).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createQueue, queueBackendFrom } from '@firm/shared/server/queue';
import { jobRequest, type TJobRequest } from '@firm/shared/jobs/define-job';
import { NOTIFY_INTAKE_JOB } from '@firm/shared/jobs/notify-intake.job';
import { queuePlacement } from '@firm/shared/jobs/queue-names';
import { repoPaths } from '@firm/shared/server/paths';
import { storeConsentTexts } from '@firm/leads-api/consent/consent-record';
import { insertLeadWithOutbox } from '@firm/leads-api/leads/leads.repository';
import { benchRecord } from './leads-bench/baseline';
import { createBenchDatabase } from './leads-bench/bench-database';
import { cpuBetween, sampleCpu, type TCpuTarget } from './leads-bench/cpu-usage';
import { SUBMISSION_CONTENT_TYPE, submissionBody } from './leads-bench/submission';

type TAutocannon = (options: Record<string, unknown>) => Promise<{
  '2xx': number;
  non2xx: number;
  duration: number;
}>;
const autocannon = createRequire(import.meta.url)('autocannon') as TAutocannon;

const out = (line = '') => process.stdout.write(`${line}\n`);
const port = Number(process.env.BENCH_PORT ?? 4215);
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = 16;
const redisUrl = process.env.REDIS_URL ?? '';
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const cores = os.availableParallelism();
const QUEUE_JOBS = 15_000;
const QUEUE_RATE = 1000;
const RELAY_BATCH = 13;

const cpuTotal = (spent: Map<string, number>) => [...spent.values()].reduce((a, b) => a + b, 0);

/** Spawns a child of this folder and resolves once it prints `ready`; `next(line)` waits for a later line. */
async function startChild(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; next: (line: string) => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('tests', 'bench', 'leads-floor', script), ...args],
    {
      cwd: repoPaths().root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const waiting = new Map<string, () => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => waiting.get(line.trim())?.());
  const next = (line: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.set(line, resolve);
      child.once('exit', (code) =>
        reject(new Error(`${script} exited (${code}) before "${line}"`)),
      );
    });
  await next('ready');
  return { child, next };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** autocannon against a bare server; CPU per request of server and autocannon. */
async function httpFloor(mode: 'node' | 'express') {
  const { child } = await startChild('http-server.ts', [mode, String(port)]);
  try {
    const targets: TCpuTarget[] = [
      { label: 'server', pid: child.pid },
      { label: 'autocannon', pid: process.pid },
    ];
    const before = sampleCpu(targets);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/prospecto/agregar',
          headers: { 'content-type': SUBMISSION_CONTENT_TYPE, cookie: 'csrf=x' },
          setupRequest: (request: object) => ({
            ...request,
            body: submissionBody('x'.repeat(100)),
          }),
        },
      ],
    });
    const spent = cpuBetween(before, sampleCpu(targets));
    if (result.non2xx > 0) throw new Error(`${mode}: ${result.non2xx} non-2xx answers`);
    return {
      rate: result['2xx'] / result.duration,
      msPerLead: cpuTotal(spent) / result['2xx'],
    };
  } finally {
    await stop(child);
  }
}

/** BullMQ jobs added in relay-sized batches at `rate` per second and consumed by a no-op worker. */
async function queueFloor(databaseUrl: string, rate: number) {
  const backend = queueBackendFrom({ REDIS_URL: redisUrl, DATABASE_URL: databaseUrl });
  const name = 'floor';
  const prefix = `bench-floor-${Date.now()}`;
  const queue = createQueue(name, backend, queuePlacement(backend.kind, prefix));
  await queue.waitUntilReady();
  const { child, next } = await startChild('noop-worker.ts', [name, prefix, String(QUEUE_JOBS)], {
    DATABASE_URL: databaseUrl,
  });
  try {
    const targets: TCpuTarget[] = [
      { label: 'producer', pid: process.pid },
      { label: 'worker', pid: child.pid },
      backend.kind === 'redis'
        ? { label: 'redis-server', comm: 'redis-server' }
        : { label: 'postgres', comm: 'postgres' },
    ];
    const done = next('done');
    const before = sampleCpu(targets);
    const started = Date.now();
    for (let added = 0; added < QUEUE_JOBS;) {
      const jobs: TJobRequest[] = [];
      for (let i = 0; i < RELAY_BATCH && added < QUEUE_JOBS; i += 1) {
        added += 1;
        jobs.push(jobRequest(NOTIFY_INTAKE_JOB, { leadId: added }));
      }
      await queue.addBulk(jobs);
      const wait = started + (added / rate) * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await done;
    const spent = cpuBetween(before, sampleCpu(targets));
    return {
      rate: QUEUE_JOBS / ((Date.now() - started) / 1000),
      msPerLead: cpuTotal(spent) / QUEUE_JOBS,
    };
  } finally {
    await stop(child);
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

/** Leads and outbox rows through the service's own insert; PostgreSQL's CPU per lead. */
async function storeFloor(db: Awaited<ReturnType<typeof createBenchDatabase>>) {
  await storeConsentTexts(db.pool);
  const targets: TCpuTarget[] = [{ label: 'postgres', comm: 'postgres' }];
  const before = sampleCpu(targets);
  const deadline = Date.now() + seconds * 1000;
  let stored = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        await insertLeadWithOutbox(db.pool, benchRecord(stored));
        stored += 1;
      }
    }),
  );
  const spent = cpuBetween(before, sampleCpu(targets));
  return { rate: stored / ((Date.now() - started) / 1000), msPerLead: cpuTotal(spent) / stored };
}

const db = await createBenchDatabase(baseUrl);
try {
  out(`HTTP: ${connections} connections, ${seconds} s each, bare node:http then Express 5 ...`);
  const bare = await httpFloor('node');
  const framework = await httpFloor('express');
  out(
    `Queue: ${QUEUE_JOBS} jobs in batches of ${RELAY_BATCH}, no-op worker (${redisUrl ? 'Redis' : 'PostgreSQL'}), at ${QUEUE_RATE}/s then unpaced ...`,
  );
  const pacedQueue = await queueFloor(db.url, QUEUE_RATE);
  const busyQueue = await queueFloor(db.url, Number.POSITIVE_INFINITY);
  const queue = busyQueue.msPerLead < pacedQueue.msPerLead ? busyQueue : pacedQueue;
  out(`Store: one insert per lead from ${connections} callers, ${seconds} s ...`);
  const store = await storeFloor(db);

  const floor = framework.msPerLead + queue.msPerLead + store.msPerLead;
  const row = (label: string, rate: number, ms: number) =>
    out(`${label.padEnd(58)} ${rate.toFixed(0).padStart(6)}/s   ${ms.toFixed(3)} ms`);
  out();
  out('## Floor: the fixed architecture alone, CPU per lead (all processes involved)');
  row('HTTP, bare node:http + autocannon (reference only)', bare.rate, bare.msPerLead);
  row('HTTP, Express 5 one-route app + autocannon', framework.rate, framework.msPerLead);
  row(
    `Queue, BullMQ add + no-op worker + queue server, paced`,
    pacedQueue.rate,
    pacedQueue.msPerLead,
  );
  row(`Queue, the same unpaced`, busyQueue.rate, busyQueue.msPerLead);
  row('Store, lead + outbox rows (PostgreSQL only)', store.rate, store.msPerLead);
  out(
    `${'floor (Express + the cheaper queue + store)'.padEnd(58)}            ${floor.toFixed(3)} ms`,
  );
  out(
    `=> with all ${cores} cores busy and none of the firm's code: at most ${((cores * 1000) / floor).toFixed(0)} leads/s`,
  );
} finally {
  await db.drop();
}
