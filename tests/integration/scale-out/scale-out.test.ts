import { readContentVersion } from '@firm/content-api/content/content-version';
import { openSession, submitLead, type TSubmission } from './support/lead-client';
import {
  INTAKE_TO,
  PORTS,
  startScaleOutStack,
  VERSION_CHECK_MS,
  type TScaleOutStack,
} from './support/scale-out-stack';

const LEADS = 2000;
const IN_FLIGHT = 16;
// 20 leads per visitor address: under the per-IP limit (30 per window), which stays as configured
const LEADS_PER_IP = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const phoneOf = (n: number) => `7${String(100_000_000 + n).slice(-9)}`;
const ipOf = (n: number) => `10.77.${Math.floor(n / 256)}.${n % 256}`;

/** Stops a service, waits, and starts it again (a pod replaced), in the background. */
function bounce(
  stack: TScaleOutStack,
  which: 'leadsApis' | 'workers',
  signal: 'SIGTERM' | 'SIGKILL',
  downMs: number,
): Promise<void> {
  const service = stack[which][0];
  if (!service) throw new Error(`no ${which}`);
  return service
    .stop(signal)
    .then(() => sleep(downMs))
    .then(() => service.start());
}

describe('scale-out: two edges, leads-apis, workers and content-apis on one PostgreSQL and one Redis', () => {
  let stack: TScaleOutStack;
  beforeAll(async () => {
    stack = await startScaleOutStack();
  }, 90_000);
  afterAll(async () => {
    const all = [...stack.edges, ...stack.leadsApis, ...stack.workers, ...stack.contentApis];
    const usage = all.map(
      (s) => `${s.label} ${s.usage().peakRssMiB} MiB ${s.usage().cpuSeconds} s`,
    );
    process.stdout.write(`scale-out peak RSS and CPU (current processes): ${usage.join('; ')}\n`);
    await stack?.stop();
  }, 60_000);

  it('When 2,000 leads go alternately to both edges while a leads-api and a worker are stopped and restarted, then none is lost and none is e-mailed twice', async () => {
    const edgeUrls = PORTS.edges.map((port) => `http://127.0.0.1:${port}`);
    const session = await openSession(edgeUrls[0] as string);
    const results: TSubmission[] = [];
    const disruptions: Promise<void>[] = [];
    let next = 0;
    const client = async () => {
      while (next < LEADS) {
        const n = next++;
        // a rolling update replaces a leads-api, then a worker (SIGTERM, as Kubernetes stops a pod);
        // a worker killed outright (a lost node) is scenario (c) of the fault suite, `npm run test:faults`
        if (n === 400) disruptions.push(bounce(stack, 'leadsApis', 'SIGTERM', 1000));
        if (n === 900) disruptions.push(bounce(stack, 'workers', 'SIGTERM', 1000));
        const edge = edgeUrls[n % 2] as string;
        results.push(
          await submitLead(edge, session, {
            ip: ipOf(Math.floor(n / LEADS_PER_IP)),
            phone: phoneOf(n),
          }),
        );
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, client));
    const submitMs = Date.now() - started;
    await Promise.all(disruptions);

    const { rows } = await stack.database.pool.query<{ id: string; key: string }>(
      'SELECT id::text, idempotency_key::text AS key FROM leads',
    );
    const idOfKey = new Map(rows.map((row) => [row.key, Number(row.id)]));
    const intakeMails = () =>
      stack.smtp.received.filter((mail) => mail.to.includes(INTAKE_TO) && mail.leadId !== null);
    const deadline = Date.now() + 100_000;
    while (new Set(intakeMails().map((m) => m.leadId)).size < rows.length && Date.now() < deadline)
      await sleep(500);
    // a late duplicate (a job recovered from the stopped worker, a re-drive) has time to arrive
    await sleep(2000);

    const perLead = new Map<number, number>();
    for (const mail of intakeMails())
      perLead.set(mail.leadId as number, (perLead.get(mail.leadId as number) ?? 0) + 1);
    const accepted = results.filter((r) => r.accepted);
    const outcome = {
      submitted: results.length,
      accepted: accepted.length,
      stored: rows.length,
      acceptedButNotStored: accepted.filter((r) => !idOfKey.has(r.key)).length,
      storedWithoutEmail: rows.filter((row) => !perLead.has(Number(row.id))).length,
      leadsEmailedTwice: [...perLead].filter(([, count]) => count > 1).length,
    };
    const twice = [...perLead].filter(([, count]) => count > 1).map(([id]) => id);
    process.stdout.write(
      `scale-out: ${JSON.stringify(outcome)}; ${submitMs} ms to submit, ` +
        `${results.filter((r) => r.tries > 1).length} leads retried by the client (502/503/dropped); ` +
        `e-mailed twice: lead ids ${twice.join(', ') || 'none'}\n`,
    );
    expect(outcome).toEqual({
      submitted: LEADS,
      accepted: LEADS,
      stored: LEADS,
      acceptedButNotStored: 0,
      storedWithoutEmail: 0,
      leadsEmailedTwice: 0,
    });
  }, 180_000);

  it('When one visitor posts to both leads-api instances in turn, then its limit is counted once across them', async () => {
    const apis = PORTS.leadsApis.map((port) => `http://127.0.0.1:${port}`);
    const session = await openSession(apis[0] as string);
    const answers: { api: number; status: number }[] = [];
    for (let n = 0; n < 36; n += 1) {
      const api = n % 2;
      const result = await submitLead(apis[api] as string, session, {
        ip: '10.99.0.1',
        phone: phoneOf(900_000 + n),
        maxTries: 1,
      });
      answers.push({ api, status: result.lastStatus });
    }
    // the default limit: 30 a window per IP, whichever instance counts
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers.slice(30).map((a) => a.status)).toEqual([429, 429, 429, 429, 429, 429]);
    expect(new Set(answers.filter((a) => a.status === 429).map((a) => a.api))).toEqual(
      new Set([0, 1]),
    );
  }, 60_000);

  it('When one content-api imports, then the other serves the new content within its version-check interval', async () => {
    const [importer, follower] = stack.contentApis;
    if (!importer || !follower) throw new Error('two content-apis expected');
    const article = `http://127.0.0.1:${follower.port}/api/content/blog/en/post-1-en`;
    const before = await (await fetch(article)).text();
    expect(before).toContain('Article 1');
    const version = await readContentVersion(stack.database.pool);

    // the importer is restarted on the changed content folder and imports at start
    await importer.stop('SIGTERM');
    await importer.start({
      CONTENT_DIR: stack.changedContentDir,
      CONTENT_IMPORT_ON_START: 'always',
    });
    while ((await readContentVersion(stack.database.pool)) === version) await sleep(20);
    const imported = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - imported < VERSION_CHECK_MS * 5) {
      if ((await (await fetch(article)).text()).includes('Scaled-out article')) {
        seenAfter = Date.now() - imported;
        break;
      }
      await sleep(25);
    }
    // the interval, plus one poll of the test and a request
    expect(seenAfter).toBeLessThanOrEqual(VERSION_CHECK_MS + 250);
  }, 60_000);
});
