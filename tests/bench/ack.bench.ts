/**
 * `npm run bench:ack` — the acknowledgment e-mail's speed (issue 29, Measured): 20 leads/s for
 * BENCH_DURATION (30 s) of valid Spanish contact-form submissions with an e-mail, through the web edge
 * (production build) to leads-api, the outbox relay and the worker, each its own process, the worker
 * sending over SMTP to a local SMTP server here. For each lead: from its POST (the `fecha_hora` the
 * submission carries, written when the request is built) to the SMTP server's acceptance of its
 * acknowledgment (`<lead-{id}.ack@…>`, the 250 answered when the message has been read). Target: p95
 * ≤ 5 s. Every lead's acknowledgment is checked to arrive once.
 *
 * Environment: BENCH_DATABASE_URL or DATABASE_URL (server where a throw-away database is created),
 * REDIS_URL (queues on Redis; unset → PostgreSQL), BENCH_DURATION (30), BENCH_RATE (20 leads/s),
 * BENCH_PORT (4225: leads-api; the worker's health port is + 1, the edge's + 2).
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createBenchDatabase } from './leads-bench/bench-database';
import {
  csrfSession,
  startLeadEdge,
  startService,
  type TChild,
  BENCH_EDGE_SECRET,
  startBenchLeadsApi,
} from './leads-bench/services';
import { SUBMISSION_CONTENT_TYPE, submissionBody } from './leads-bench/submission';
import { removeQueue } from '../support/remove-queue';

type TAutocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  overallRate: number;
  requests: {
    method: string;
    path: string;
    headers: Record<string, string>;
    setupRequest: (request: object) => object;
  }[];
}) => Promise<{ '2xx': number; non2xx: number; errors: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as TAutocannon;

const out = (line = '') => process.stdout.write(`${line}\n`);
const duration = Number(process.env.BENCH_DURATION ?? 30);
const rate = Number(process.env.BENCH_RATE ?? 20);
const port = Number(process.env.BENCH_PORT ?? 4225);
const redisUrl = process.env.REDIS_URL ?? '';
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const queuePrefix = `bench-ack-${Date.now()}`;
const rateLimitPrefix = `${queuePrefix}-rl:`;
const ACK_ID = /^Message-ID:\s*<lead-(\d+)\.ack@/im;

/** When the SMTP server accepted each lead's acknowledgment (ms), and how many times. */
const accepted = new Map<number, number>();
let duplicates = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const match = ACK_ID.exec(Buffer.concat(chunks).toString('utf8'));
      if (match) {
        const id = Number(match[1]);
        if (accepted.has(id)) duplicates += 1;
        else accepted.set(id, Date.now());
      }
      callback();
    });
  },
});
smtp.on('error', () => undefined);
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const db = await createBenchDatabase(baseUrl);
const children: TChild[] = [];
try {
  const common = { DATABASE_URL: db.url, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix };
  children.push(await startBenchLeadsApi(common, rateLimitPrefix, port));
  children.push(
    await startService(
      'worker',
      { ...common, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_TRANSPORT: 'smtp' },
      port + 1,
    ),
  );
  const edgePort = port + 2;
  children.push(await startLeadEdge(port, edgePort, BENCH_EDGE_SECRET));
  const { token, cookie } = await csrfSession(edgePort);

  out(
    `Load: ${rate} leads/s for ${duration} s through the edge (queues on ${redisUrl ? 'Redis' : 'PostgreSQL'}) ...`,
  );
  const result = await autocannon({
    url: `http://127.0.0.1:${edgePort}`,
    connections: 4,
    duration,
    overallRate: rate,
    requests: [
      {
        method: 'POST',
        path: '/api/prospecto/agregar',
        headers: { 'content-type': SUBMISSION_CONTENT_TYPE, cookie },
        setupRequest: (request) => ({ ...request, body: submissionBody(token) }),
      },
    ],
  });
  const { rows: leads } = await db.pool.query<{ id: number; client_time: string }>(
    'SELECT id, client_time FROM leads ORDER BY id',
  );
  out('Waiting for every acknowledgment ...');
  const deadline = Date.now() + 120_000;
  while (accepted.size < leads.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const latencies = leads
    .filter((lead) => accepted.has(Number(lead.id)))
    .map((lead) => accepted.get(Number(lead.id))! - Date.parse(lead.client_time))
    .sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  out();
  out('## Acknowledgment e-mail benchmark');
  out(
    `leads stored             ${leads.length}   (${result['2xx']} answered 2xx, ${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
  out(`acknowledgments          ${accepted.size}   (duplicates ${duplicates})`);
  out(
    `POST-to-250 p50 / p95 / max   ${percentile(latencies, 50)} ms / ${p95} ms / ${latencies.at(-1)} ms   (target p95 <= 5000 ms)`,
  );
  const ok = accepted.size === leads.length && duplicates === 0 && p95 <= 5000;
  out(ok ? 'TARGET MET: every lead acknowledged once' : 'TARGET MISSED');
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const child of children.reverse()) await child.stop();
  if (redisUrl) await removeQueue(redisUrl, queuePrefix, rateLimitPrefix);
  await db.drop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
