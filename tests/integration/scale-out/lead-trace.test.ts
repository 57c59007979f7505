import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchDatabase, type TBenchDatabase } from '../../bench/leads-bench/bench-database';
import { writeFixtureContent } from '../../support/content-fixture';
import { testRedisUrl } from '../../support/env';
import {
  startServiceProcess,
  writeWebDistStub,
  type TServiceProcess,
} from '../../support/service-process';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { openSession, submitLead } from './support/lead-client';
import { startOtlpReceiver, type TOtlpReceiver, type TReceivedSpan } from './support/otlp-receiver';

// Issue 33 §2: the four services as processes, as the launcher and the Dockerfile start them (the
// tracing preload included), exporting over OTLP/HTTP to a receiver in this process.
const PORTS = { edge: 4371, contentApi: 4372, leadsApi: 4373, worker: 4374, otlp: 4375 };
const INTAKE_TO = 'intake@lead-trace.test';
const VISITOR_IP = '203.0.113.77';
// the lead of lead-client.ts's contact form
const PERSONAL = ['María José Pérez', 'maria.jose@example.com', 'necesito ayuda con mi caso'];
// a trace id a visitor's request names: the edge must not join it
const FOREIGN_TRACE = 'f'.repeat(32);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TStack = { processes: TServiceProcess[]; stop: () => Promise<void> };

async function startStack(
  database: TBenchDatabase,
  smtp: TSmtpSink,
  otlp: TOtlpReceiver,
  backend: 'redis' | 'postgres',
): Promise<TStack> {
  const run = randomBytes(3).toString('hex');
  const content = writeFixtureContent([{}]);
  const scratch = mkdtempSync(path.join(tmpdir(), 'lead-trace-'));
  const edgeSecret = `lead-trace-${run}-edge-secret-0123456789abcdef`;
  const common = {
    DATABASE_URL: database.url,
    // the children inherit this process's environment: an empty REDIS_URL puts them on PostgreSQL
    ...(backend === 'redis' ? { REDIS_URL: testRedisUrl() } : { REDIS_URL: '' }),
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    // spans leave each process within 100 ms (the SDK's default waits 5 s)
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  const processes: TServiceProcess[] = [];
  const start = async (...args: Parameters<typeof startServiceProcess>) =>
    processes.push(await startServiceProcess(...args));
  const stop = async () => {
    await Promise.all(processes.map((service) => service.stop('SIGTERM')));
    content.remove();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    // one after the other: four processes starting at once on a loaded two-core machine can miss
    // the 30 s health wait (the SDK's start adds about half a second of CPU to each)
    await start('content-api', 'content-api', PORTS.contentApi, {
      ...common,
      CONTENT_DIR: content.dir,
      CONTENT_IMPORT_ON_START: 'always',
    });
    await start('leads-api', 'leads-api', PORTS.leadsApi, {
      ...common,
      CSRF_SECRET: `lead-trace-${run}-csrf-secret-0123456789abcdef`,
      EDGE_PROXY_SECRET: edgeSecret,
      RATE_LIMIT_PREFIX: `trace-${run}:rl:`,
    });
    await start('worker', 'worker', PORTS.worker, {
      ...common,
      // its 'worker started' and 'job done' lines, read by the test
      LOG_LEVEL: 'info',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      INTAKE_EMAIL_TO: INTAKE_TO,
      OPS_EMAIL_TO: 'ops@lead-trace.test',
    });
    await start('web', 'web', PORTS.edge, {
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      WEB_DIST_DIR: writeWebDistStub(path.join(scratch, 'web-dist')),
      CONTENT_API_URL: `http://127.0.0.1:${PORTS.contentApi}`,
      LEADS_API_URL: `http://127.0.0.1:${PORTS.leadsApi}`,
      // the test's client stands for the Ingress: its X-Forwarded-For names the visitor
      TRUST_PROXY_HOPS: '1',
      EDGE_PROXY_SECRET: edgeSecret,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { processes, stop };
}

/** Waits until `find` returns something, or fails after `ms`. */
async function eventually<T>(find: () => T | undefined, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The JSON log lines a service wrote to its stdout (a line cut by the kept tail is left out). */
function logLines(service: TServiceProcess | undefined): Record<string, unknown>[] {
  return (service?.stdout() ?? '').split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** The span's ancestors, itself first, up to its trace's root. */
function ancestry(span: TReceivedSpan, spans: TReceivedSpan[]): TReceivedSpan[] {
  const chain = [span];
  for (let at = span; at.parentSpanId;) {
    const parent = spans.find((s) => s.traceId === at.traceId && s.spanId === at.parentSpanId);
    if (!parent) break;
    chain.push(parent);
    at = parent;
  }
  return chain;
}

// Both queue backends: the trace crosses the queue inside the job's data, which either backend
// stores as it was given (the unit test of trace-context.ts follows a job's traceparent without a
// queue).
describe.each(['redis', 'postgres'] as const)(
  'tracing: one lead is one trace across the four processes (queue on %s)',
  (backend) => {
    let database: TBenchDatabase;
    let smtp: TSmtpSink;
    let otlp: TOtlpReceiver;
    let stack: TStack | undefined;
    beforeAll(async () => {
      database = await createBenchDatabase(process.env.DATABASE_URL ?? '', 'leadtrace');
      smtp = await startSmtpSink();
      otlp = await startOtlpReceiver(PORTS.otlp);
      stack = await startStack(database, smtp, otlp, backend);
    }, 180_000);
    afterAll(async () => {
      await stack?.stop();
      await otlp?.close();
      await smtp?.close();
      await database?.drop();
    }, 60_000);

    it('When a visitor posts a lead through the edge, then the edge, leads-api, the outbox relay, the job and the SMTP send (250) share one trace, and no span holds her name, e-mail, phone, message or address (nor a trace id her request named)', async () => {
      const edge = `http://127.0.0.1:${PORTS.edge}`;
      const phone = `915${String(Date.now()).slice(-7)}`;
      await fetch(`${edge}/csrf-token`, {
        headers: { traceparent: `00-${FOREIGN_TRACE}-${'a'.repeat(16)}-01` },
      });
      const session = await openSession(edge);
      const lead = await submitLead(edge, session, { ip: VISITOR_IP, phone, maxTries: 3 });
      expect(lead).toMatchObject({ accepted: true });

      const intake = await eventually(
        () => smtp.received.find((mail) => mail.to.includes(INTAKE_TO)),
        30_000,
        `the intake e-mail (stderr: ${stack?.processes.map((p) => `${p.label}: ${p.stderr()}`).join('; ')})`,
      );
      const send = await eventually(
        () =>
          otlp.spans.find(
            (span) =>
              span.name === 'smtp send' &&
              span.attributes['smtp.response_code'] === 250 &&
              otlp.spans.some(
                (job) => job.spanId === span.parentSpanId && job.name === 'job notify-intake',
              ),
          ),
        15_000,
        'the span of the intake e-mail',
      );
      // the chain's spans may reach the receiver in any order: wait for the root
      const chain = await eventually(
        () => {
          const found = ancestry(send, otlp.spans);
          return found.at(-1)?.service === 'web' ? found : undefined;
        },
        15_000,
        `the trace's root (${JSON.stringify(ancestry(send, otlp.spans).map((s) => s.name))})`,
      );
      const hops = chain.map((span) => `${span.service}: ${span.name}`).reverse();
      expect(hops[0]).toMatch(/^web: POST/);
      expect(hops).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^leads-api: POST/),
          'leads-api: outbox publish',
          'worker: job notify-intake',
          'worker: smtp send',
        ]),
      );
      expect(new Set(chain.map((span) => span.traceId)).size).toBe(1);
      expect(intake.leadId).toBeGreaterThan(0);
      expect(chain.find((span) => span.name === 'outbox publish')?.attributes).toMatchObject({
        'outbox.event': 'lead-accepted',
      });

      // the worker's log line of the job carries the job span's ids, on the backend this run names
      const job = chain.find((span) => span.name === 'job notify-intake')!;
      const worker = stack?.processes.find((service) => service.label === 'worker');
      const jobDone = await eventually(
        () =>
          logLines(worker).find(
            (line) => line.msg === 'job done' && line.job === 'notify-intake' && line.trace_id,
          ),
        5_000,
        `the worker's 'job done' line (${worker?.stdout().slice(-2000)})`,
      );
      expect(jobDone).toMatchObject({ trace_id: job.traceId, span_id: job.spanId });
      expect(logLines(worker).find((line) => line.msg === 'worker started')).toMatchObject({
        queue: backend,
      });

      await sleep(500); // the last batches of every process
      const exported = otlp.bodies.join('\n');
      for (const secret of [...PERSONAL, phone, VISITOR_IP])
        expect({ secret, found: exported.includes(secret) }).toEqual({ secret, found: false });
      expect(otlp.spans.filter((span) => span.traceId === FOREIGN_TRACE)).toEqual([]);
      expect(new Set(otlp.spans.map((span) => span.service))).toEqual(
        new Set(['web', 'leads-api', 'worker', 'content-api']),
      );
    }, 60_000);
  },
);
