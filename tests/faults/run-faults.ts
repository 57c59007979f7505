/**
 * `npm run test:faults`: leads-api and the worker as separate processes, with a PostgreSQL
 * cluster, a Redis and an SMTP server of the suite's own, take leads at a steady rate while each
 * fault of issue 18 is injected in turn; after each, a reconciliation of answers, rows, e-mails
 * accepted by the SMTP server, the outbox and the dead letters. Once with queues on Redis, once
 * in the embedded mode (queues on PostgreSQL). Exits non-zero on any loss or duplicate.
 * Environment: FAULTS_RATE (leads/s, 20), FAULTS_WINDOW_MS (length of a fault, 20000 as in issue 18),
 * FAULTS_MODES ("redis,postgres"), FAULTS_ONLY (scenario letters, e.g. "ce").
 */
import { ensureDatabase, createPool, type Pool } from '@firm/shared/server/db';
import { runMigrations } from '@firm/shared/server/migrate';
import { readInstallation } from '@firm/shared/server/installation';
import { repoPaths } from '@firm/shared/server/paths';
import { startFaultSmtp, type TFaultSmtp } from './fault-smtp';
import {
  redisProcess,
  serviceProcess,
  startOwnPostgres,
  type TOwnPostgres,
  type TProcess,
} from './fault-stack';
import { isClean, reconcile, type TReconciliation } from './reconcile';
import { startSubmitter } from './submitter';
import { claimedDrainLimitMs, claimedDrainMs, killWorker, type TKills } from './worker-kill';

const PG_PORT = 55432;
const REDIS_PORT = 6390;
const SMTP_PORT = 2590;
const LEADS_PORT = 4790;
const WORKER_PORT = 4791;
const RATE = Number(process.env.FAULTS_RATE ?? 20);
const WINDOW = Number(process.env.FAULTS_WINDOW_MS ?? 20_000);
const MAIL_DOMAIN = 'herreraimmigrationlaw.com';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const out = (line = '') => process.stdout.write(`${line}\n`);

type TStack = {
  pg: TOwnPostgres;
  pool: Pool;
  smtp: TFaultSmtp;
  redis: TProcess | undefined;
  leadsApi: TProcess;
  worker: TProcess;
};
type TScenario = {
  id: string;
  title: string;
  modes: string[];
  /** The worker is killed: a copy sent by a worker that died inside the SMTP transaction is allowed. */
  killsWorker?: boolean;
  /** Resolves with the worker's kills when the scenario measures the drain after them. */
  fault: (s: TStack) => Promise<TKills | void>;
};

const SCENARIOS: TScenario[] = [
  {
    id: 'a',
    title: `Redis stopped (SIGSTOP) ${WINDOW / 1000} s`,
    modes: ['redis'],
    async fault(s) {
      process.kill(s.redis!.pid!, 'SIGSTOP');
      await sleep(WINDOW);
      process.kill(s.redis!.pid!, 'SIGCONT');
    },
  },
  {
    id: 'b',
    title: 'Redis restarts EMPTY while SMTP refuses',
    modes: ['redis'],
    async fault(s) {
      await s.smtp.setMode('refuse');
      await sleep(WINDOW / 2);
      await s.redis!.kill('SIGKILL');
      await s.redis!.start();
      await sleep(WINDOW / 2);
      await s.smtp.setMode('accept');
    },
  },
  {
    id: 'c',
    title: 'worker SIGKILLed mid-batch, restarted',
    modes: ['redis', 'postgres'],
    killsWorker: true,
    async fault(s) {
      const first = await killWorker({ ...s, mailDomain: MAIL_DOMAIN });
      await sleep(1000);
      await s.worker.start();
      await sleep(2000);
      const second = await killWorker({ ...s, mailDomain: MAIL_DOMAIN });
      await s.worker.start();
      return { kills: [first, second], backAt: Date.now() };
    },
  },
  {
    id: 'd',
    title: `SMTP refuses ${WINDOW / 1000} s, then down ${WINDOW / 1000} s`,
    modes: ['redis', 'postgres'],
    async fault(s) {
      await s.smtp.setMode('refuse');
      await sleep(WINDOW);
      await s.smtp.setMode('down');
      await sleep(WINDOW);
      await s.smtp.setMode('accept');
    },
  },
  {
    id: 'e',
    title: 'PostgreSQL restarts',
    modes: ['redis', 'postgres'],
    async fault(s) {
      s.pg.stop();
      await sleep(2000);
      s.pg.start();
    },
  },
  {
    id: 'f',
    title: 'leads-api SIGKILLed with requests in flight',
    modes: ['redis', 'postgres'],
    async fault(s) {
      await s.leadsApi.kill('SIGKILL');
      await s.leadsApi.start();
    },
  },
];

async function startStack(pg: TOwnPostgres, smtp: TFaultSmtp, mode: string): Promise<TStack> {
  const databaseUrl = pg.url.replace(/\/faults$/, `/faults_${mode}`);
  await ensureDatabase(databaseUrl);
  const pool = createPool(databaseUrl, { max: 4, applicationName: 'faults' });
  pool.on('error', () => undefined);
  await runMigrations(pool, repoPaths().migrations);
  // each mode has a database of its own, whose lead ids start at 1 again
  smtp.accepted.clear();
  smtp.firstAcceptedAt.clear();
  smtp.unconfirmed.clear();
  const redis = mode === 'redis' ? redisProcess(REDIS_PORT) : undefined;
  await redis?.start();
  // no QUEUE_PREFIX: leads-api and the worker find the same prefix in the database (migration 226)
  if (redis) out(`[${mode}] queues under ${(await readInstallation(pool)).queuePrefix}:*`);
  const common = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis ? `redis://127.0.0.1:${REDIS_PORT}` : '',
    NODE_ENV: 'production',
  };
  const leadsApi = serviceProcess('leads-api', LEADS_PORT, {
    ...common,
    CSRF_SECRET: 'faults-csrf-secret-0123456789abcdef0123',
    RATE_LIMIT_PER_IP: '1000000000',
    RATE_LIMIT_PER_PHONE: '1000000000',
  });
  const worker = serviceProcess('worker', WORKER_PORT, {
    ...common,
    SMTP_URL: smtp.url,
    JOB_BACKOFF_BASE_MS: '1000',
    SWEEP_AFTER_MS: '10000',
    SWEEP_INTERVAL_MS: '2000',
    OPS_ALERT_WINDOW_MS: '5000',
  });
  await leadsApi.start();
  await worker.start();
  return { pg, pool, smtp, redis, leadsApi, worker };
}

/**
 * A scenario's reconciliation with, when it kills the worker, its drains after the last kill: to
 * every lead out (the backlog of leads that came while no worker ran included), and to the last
 * e-mail the killed workers had claimed (undefined when one never went out), with its limit.
 */
type TOutcome = TReconciliation & {
  drainMs?: number | undefined;
  claimedDrainMs?: number | undefined;
  claimedDrainLimitMs?: number | undefined;
};

async function runScenario(stack: TStack, scenario: TScenario): Promise<TOutcome> {
  const submitter = startSubmitter(`http://127.0.0.1:${LEADS_PORT}`, RATE);
  await sleep(2000);
  const kills = await scenario.fault(stack);
  await sleep(2000);
  await submitter.stop();
  const deadline = Date.now() + 150_000;
  let result = await reconcile(stack.pool, submitter.answers, stack.smtp, MAIL_DOMAIN);
  const waiting = (r: TReconciliation) =>
    r.leadsWithoutMail > 0 || r.acksMissing > 0 || r.outboxPending > 0;
  for (let polls = 1; waiting(result) && Date.now() < deadline; polls += 1) {
    await sleep(1000);
    result = await reconcile(stack.pool, submitter.answers, stack.smtp, MAIL_DOMAIN);
    if (polls % 10 === 0)
      out(
        `  waiting: ${result.leadsWithoutMail} e-mails, ${result.acksMissing} acknowledgments, ${result.outboxPending} outbox rows`,
      );
  }
  const drains: Pick<TOutcome, 'drainMs' | 'claimedDrainMs' | 'claimedDrainLimitMs'> = {};
  const lastKill = kills?.kills.at(-1);
  if (kills && lastKill) {
    drains.drainMs = waiting(result) ? undefined : Date.now() - lastKill.at;
    drains.claimedDrainMs = claimedDrainMs(kills, stack.smtp);
    drains.claimedDrainLimitMs = claimedDrainLimitMs(kills);
    const held = kills.kills.map((kill) => kill.claimed.length).join(' + ');
    out(
      `  drain after the last kill: the ${held} e-mails the killed workers held out at ${drains.claimedDrainMs ?? 'never'} ms (limit ${drains.claimedDrainLimitMs}; worker back at ${kills.backAt - lastKill.at} ms); every lead out at ${drains.drainMs ?? 'never'} ms`,
    );
  }
  if (result.outboxPending > 0) {
    const stuck = await stack.pool.query(
      `SELECT o.id, o.event, o.subject_id, o.created_at, (SELECT count(*) FROM pg_locks l WHERE l.locktype = 'transactionid') AS xlocks
         FROM outbox o WHERE published_at IS NULL`,
    );
    const activity = await stack.pool.query(
      `SELECT application_name, state, left(query, 80) AS query, now() - xact_start AS xact_age
         FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle'`,
    );
    out(`  outbox rows waiting: ${JSON.stringify(stuck.rows)}`);
    out(`  sessions: ${JSON.stringify(activity.rows)}`);
  }
  await sleep(3000); // a late duplicate would arrive now
  return {
    ...(await reconcile(stack.pool, submitter.answers, stack.smtp, MAIL_DOMAIN)),
    ...drains,
  };
}

const COLUMNS = [
  'mode',
  'scenario',
  'submitted',
  'success',
  'errors',
  'slowest error ms',
  'rows',
  'success w/o row',
  'leads w/o e-mail',
  'duplicate e-mails',
  'of which unconfirmed',
  'acknowledgments due',
  'w/o acknowledgment',
  'duplicate acknowledgments',
  'of which unconfirmed',
  'outbox pending',
  'dead letters',
  're-driven by the sweeper',
  'service crashes',
  'scenario s',
  'claimed e-mails out s after the last kill',
  'all out s after the last kill',
  'verdict',
];

async function main(): Promise<void> {
  const modes = (process.env.FAULTS_MODES ?? 'redis,postgres').split(',');
  const only = process.env.FAULTS_ONLY;
  const started = Date.now();
  const pg = startOwnPostgres(PG_PORT);
  const smtp = await startFaultSmtp(SMTP_PORT);
  const rows: string[][] = [];
  let failed = false;
  try {
    for (const mode of modes) {
      const stack = await startStack(pg, smtp, mode);
      try {
        for (const scenario of SCENARIOS) {
          if (!scenario.modes.includes(mode) || (only && !only.includes(scenario.id))) continue;
          out(`[${mode}] (${scenario.id}) ${scenario.title} …`);
          const t0 = Date.now();
          const crashesBefore = stack.leadsApi.crashes + stack.worker.crashes;
          const r = await runScenario(stack, scenario);
          const crashes = stack.leadsApi.crashes + stack.worker.crashes - crashesBefore;
          const drained =
            !scenario.killsWorker ||
            (r.claimedDrainMs !== undefined && r.claimedDrainMs <= (r.claimedDrainLimitMs ?? 0));
          const clean = isClean(r, scenario.killsWorker ?? false) && crashes === 0 && drained;
          failed ||= !clean;
          const row = [
            mode,
            `(${scenario.id}) ${scenario.title}`,
            ...[r.submitted, r.success, r.errors, r.slowestErrorMs, r.rows],
            ...[r.successWithoutRow, r.leadsWithoutMail, r.duplicateMails, r.duplicatesUnconfirmed],
            ...[r.acksDue, r.acksMissing, r.duplicateAcks, r.duplicateAcksUnconfirmed],
            ...[
              r.outboxPending,
              r.deadLetters,
              r.redriven,
              crashes,
              Math.round((Date.now() - t0) / 1000),
              ...[r.claimedDrainMs, r.drainMs].map((ms) =>
                ms === undefined ? '' : (ms / 1000).toFixed(1),
              ),
            ],
            clean ? 'ok' : 'FAIL',
          ].map(String);
          rows.push(row);
          out(`  ${COLUMNS.map((c, i) => `${c}=${row[i]}`).join('  ')}`);
        }
      } finally {
        await stack.worker.kill('SIGTERM');
        await stack.leadsApi.kill('SIGTERM');
        await stack.redis?.kill('SIGTERM');
        await stack.pool.end().catch(() => undefined);
      }
    }
  } finally {
    await smtp.close();
    pg.remove();
  }
  out();
  out(`| ${COLUMNS.join(' | ')} |`);
  out(`|${COLUMNS.map(() => '---').join('|')}|`);
  for (const row of rows) out(`| ${row.join(' | ')} |`);
  out();
  out(
    `fault suite: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(failed ? 1 : 0);
}

await main();
