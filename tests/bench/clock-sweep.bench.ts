/**
 * `npm run bench:clock` — the first-contact clock's sweep (issue 29 §4) over 100,000 open leads (none
 * contacted yet): 90,000 long overdue whose alerts were all sent, 9,500 due later today or this week,
 * 500 falling due now, and 10,000 open follow-ups (200 due now). Target: one sweep ≤ 1 s of database
 * time. It reports, in a fresh migrated database:
 *
 * - the database time of one sweep that claims the 500 leads and 200 follow-ups, groups them and sends
 *   their alerts (a mailer that accepts at once), then of an idle sweep (nothing due): the sum of every
 *   statement's round trip as the worker's pool sees it (localhost, so close to the server's time);
 * - the server's own execution time (EXPLAIN ANALYZE) of the two scans a sweep starts with.
 *
 * Environment: BENCH_DATABASE_URL or DATABASE_URL (a server to create the bench database on).
 */
import type pg from 'pg';
import { firstContactSettingsCache } from '@firm/shared/server/first-contact-settings';
import { createLogger } from '@firm/shared/server/logger';
import { ClockSweeper } from '@firm/worker/clock/clock-sweeper';
import type { TMailer } from '@firm/worker/mail/mailer';
import { createBenchDatabase } from './leads-bench/bench-database';
import { TEST_SETTINGS } from '../support/worker-harness';

const out = (line = '') => process.stdout.write(`${line}\n`);
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
// a Tuesday, 10:00 in El Paso: office hours
const NOW = Date.parse('2030-01-15T10:00:00-07:00');

/** Sums the round trips of every statement run by the pool's clients. */
function timeStatements(pool: pg.Pool): {
  total: () => number;
  reset: () => void;
  count: () => number;
} {
  let ms = 0;
  let statements = 0;
  const timed = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (timed.has(client)) return;
    timed.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (
      ...args: unknown[]
    ) => {
      const started = performance.now();
      try {
        return await query(...args);
      } finally {
        ms += performance.now() - started;
        statements += 1;
      }
    };
  });
  return { total: () => ms, reset: () => ((ms = 0), (statements = 0)), count: () => statements };
}

async function seed(pool: pg.Pool): Promise<void> {
  await pool.query(`INSERT INTO staff_accounts (email, name, role, password_hash)
                    VALUES ('admin@bench.test', 'Admin', 'admin', '$argon2id$bench')`);
  // 100,000 open leads: 90,000 overdue long ago (alerts done), 9,500 due later, 500 due now
  await pool.query(
    `INSERT INTO leads (origin, form_variant, locale, name, phone, consent, status, received_at,
                        first_contact_due_at, first_contact_alert_at)
     SELECT 'web', 'contact-es', 'es', 'Bench ' || i, lpad(i::text, 10, '5'), true, 'New Lead',
            t - interval '15 minutes', t,
            CASE WHEN i <= 90000 THEN NULL ELSE t END
       FROM generate_series(1, 100000) AS i,
            LATERAL (SELECT CASE
              WHEN i <= 90000 THEN $1::timestamptz - (i || ' minutes')::interval
              WHEN i <= 99500 THEN $1::timestamptz + ((i - 90000) || ' minutes')::interval
              ELSE $1::timestamptz - ((i - 99500) || ' seconds')::interval END AS t) AS due`,
    [new Date(NOW)],
  );
  await pool.query(
    `INSERT INTO lead_follow_ups (lead_id, actor_id, due_at)
     SELECT l.id, (SELECT id FROM staff_accounts LIMIT 1),
            CASE WHEN l.id % 500 = 0 THEN $1::timestamptz - interval '1 minute'
                 ELSE $1::timestamptz + (l.id || ' minutes')::interval END
       FROM leads l WHERE l.id % 10 = 0`,
    [new Date(NOW)],
  );
  await pool.query('ANALYZE');
}

async function explainMs(pool: pg.Pool, sql: string, values: unknown[]): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
    values,
  );
  return rows[0]!['QUERY PLAN'][0]!['Execution Time'];
}

async function main(): Promise<void> {
  const db = await createBenchDatabase(baseUrl, 'clock_bench');
  try {
    out('Seeding 100,000 open leads and 10,000 follow-ups…');
    await seed(db.pool);
    const timer = timeStatements(db.pool);
    let mails = 0;
    const mailer: TMailer = {
      destination: 'bench',
      send: async () => ((mails += 1), { messageId: `<bench-${mails}@bench.test>` }),
      close: () => undefined,
    } as unknown as TMailer;
    const clockSettings = firstContactSettingsCache(db.pool);
    const sweeper = new ClockSweeper({
      pool: db.pool,
      mailer,
      settings: TEST_SETTINGS,
      logger: createLogger('clock-bench', 'silent'),
      clock: { now: () => NOW },
      clockSettings,
    });
    // the settings are read once a while, not by every sweep: read before the clock starts
    await clockSettings.get();
    timer.reset();
    const started = performance.now();
    const busy = await sweeper.sweepOnce();
    const busyWall = performance.now() - started;
    const busyDb = timer.total();
    const busyStatements = timer.count();
    timer.reset();
    const idleStarted = performance.now();
    const idle = await sweeper.sweepOnce();
    const idleWall = performance.now() - idleStarted;
    const idleDb = timer.total();
    const leadsScan = await explainMs(
      db.pool,
      `SELECT id FROM leads WHERE first_contact_alert_at <= $1 AND first_contact_alert_at IS NOT NULL
         AND first_contacted_at IS NULL ORDER BY first_contact_alert_at, id LIMIT 500`,
      [new Date(NOW)],
    );
    const followUpScan = await explainMs(
      db.pool,
      `SELECT id FROM lead_follow_ups WHERE due_at <= $1 AND done_at IS NULL AND alerted_at IS NULL
        ORDER BY due_at, id LIMIT 500`,
      [new Date(NOW)],
    );
    out();
    out('First-contact clock sweep over 100,000 open leads (target ≤ 1,000 ms of database time)');
    out(
      `  busy sweep: ${busy.claimed} alert(s) claimed, ${busy.sent} sent (500 leads, 200 follow-ups): ` +
        `${busyDb.toFixed(1)} ms database (${busyStatements} statements), ${busyWall.toFixed(1)} ms wall`,
    );
    out(
      `  idle sweep: ${idle.claimed} claimed: ${idleDb.toFixed(1)} ms database, ${idleWall.toFixed(1)} ms wall`,
    );
    out(
      `  scans (EXPLAIN ANALYZE, server time): due leads ${leadsScan.toFixed(2)} ms, due follow-ups ${followUpScan.toFixed(2)} ms`,
    );
    out(`  ${busyDb <= 1000 ? 'within' : 'OVER'} the target`);
  } finally {
    await db.drop();
  }
}

await main();
