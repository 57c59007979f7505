import type { Queue } from 'bullmq';
import { createLogger } from '@firm/shared/server/logger';
import { createQueue } from '@firm/shared/server/queue';
import { retentionDryRun } from '@firm/leads-api/privacy/retention.service';
import { createMailer, type TMailer } from '@firm/worker/mail/mailer';
import { RetentionSweeper } from '@firm/worker/retention/retention-sweeper';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { uniquePhone } from '../../support/lead-factory';
import { seedLead } from '../../support/seed-lead';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { addTestStaff, ManualClock, type TTestStaff } from '../../support/staff';
import { TEST_SETTINGS } from '../../support/worker-harness';

jest.setTimeout(60_000);

const SECRET = 'retention-test-secret-of-32-characters!';
const DAY_MS = 86_400_000;

describe('The nightly retention run (issue 31 §3 "Retention")', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let mailer: TMailer;
  let admin: TTestStaff;
  let queues: Queue[];
  const clock = new ManualClock();
  const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now());
  /** A worker's sweeper; a new one stands for a restarted (or a second) worker. */
  const newSweeper = () =>
    new RetentionSweeper({
      pool: db.pool,
      mailer,
      queues,
      privacyHashSecret: SECRET,
      settings: TEST_SETTINGS,
      logger: createLogger('retention-test'),
      clock,
    });
  let seq = 0;
  /** A lead received `daysAgo` days before the clock, with a status; its phone or one given. */
  const lead = async (
    daysAgo: number,
    status: string,
    options: { phone?: string; name?: string } = {},
  ) => {
    seq += 1;
    const id = await seedLead(db.pool, {
      nombre: options.name ?? `Persona Retencion${seq}`,
      email: `retencion${seq}-${Date.now()}@example.com`,
      phone: options.phone ?? uniquePhone(),
    });
    await db.pool.query(
      `UPDATE leads SET received_at = $2, status = $3, is_spam = ($3 = 'Spam') WHERE id = $1`,
      [id, new Date(clock.now() - daysAgo * DAY_MS), status],
    );
    return id;
  };
  const click = (daysAgo: number) =>
    db.pool.query(`INSERT INTO call_events (locale, occurred_at) VALUES ('es', $1)`, [
      new Date(clock.now() - daysAgo * DAY_MS),
    ]);
  const erasedIds = async () =>
    (
      await db.pool.query<{ lead_id: string }>('SELECT lead_id FROM lead_erasures ORDER BY 1')
    ).rows.map((row) => Number(row.lead_id));

  beforeAll(async () => {
    db = await createIsolatedDatabase('retention');
    smtp = await startSmtpSink();
    mailer = createMailer({
      smtpUrl: smtp.url,
      mailDir: '/tmp/unused-mail',
      from: 'Test <no-reply@firm.test>',
    });
    admin = await addTestStaff(db.pool, { role: 'admin' });
    queues = [
      createQueue(uniqueQueueName('retredis'), { kind: 'redis', url: testRedisUrl() }),
      createQueue(uniqueQueueName('retpg'), { kind: 'postgres', url: db.url }),
    ];
  });
  afterAll(async () => {
    for (const queue of queues) await queue.obliterate({ force: true }).catch(() => undefined);
    for (const queue of queues) await queue.close();
    mailer.close();
    await smtp.close();
    await db.drop();
  });

  it('When the night comes, then exactly the due leads and old clicks go, once, as the dry run said; holds, Retained and people still in play stay; the admins get the counts', async () => {
    setClock('2030-03-02T10:00:00-07:00');
    const spamOld = await lead(40, 'Spam');
    const spamNew = await lead(20, 'Spam');
    const neverContacted = await lead(800, 'New Lead');
    const notQualified = await lead(800, 'Not qualified');
    const contacted = await lead(800, 'Contacted');
    const retained = await lead(2000, 'Retained');
    const held = await lead(40, 'Spam');
    await db.pool.query(
      `INSERT INTO lead_legal_holds (lead_id, reason, placed_by) VALUES ($1, 'Litigio pendiente', $2)`,
      [held, admin.id],
    );
    const shared = uniquePhone();
    const oldOfActive = await lead(800, 'New Lead', { phone: shared });
    const active = await lead(10, 'New Lead', { phone: shared });
    const twice = uniquePhone();
    const spamTwiceA = await lead(60, 'Spam', { phone: twice, name: 'Zacarías Borrable' });
    const spamTwiceB = await lead(45, 'Spam', { phone: twice });
    await click(430);
    await click(420);
    await click(300);
    for (const queue of queues)
      await queue.add('notify-intake', { leadId: spamOld }, { delay: 3_600_000 });

    // the admins' dry run, the same day
    const dry = await retentionDryRun({ pool: db.pool, clock }, admin.id);
    expect(dry.counts).toEqual({ spam: 3, unengaged: 2, call_clicks: 2 });

    // before 3:00 nothing runs; at 3:30 the night's run goes
    setClock('2030-03-03T02:30:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ ran: false, reports: 0 });
    setClock('2030-03-03T03:30:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ ran: true, reports: 1 });
    const erased = [spamOld, neverContacted, notQualified, spamTwiceA, spamTwiceB];
    expect(await erasedIds()).toEqual([...erased].sort((a, b) => a - b));
    for (const kept of [spamNew, contacted, retained, held, oldOfActive, active])
      expect(erased).not.toContain(kept);
    const { rows: stubs } = await db.pool.query<{
      erased_by: string | null;
      erased_by_process: string;
      reason: string;
    }>('SELECT erased_by, erased_by_process, reason FROM lead_erasures WHERE lead_id = ANY($1)', [
      [spamOld, notQualified],
    ]);
    expect(stubs).toEqual(
      expect.arrayContaining([
        { erased_by: null, erased_by_process: 'retention', reason: 'retention:spam' },
        { erased_by: null, erased_by_process: 'retention', reason: 'retention:unengaged' },
      ]),
    );
    const { rows: names } = await db.pool.query('SELECT name FROM leads WHERE id = $1', [
      spamTwiceA,
    ]);
    expect(names).toEqual([{ name: '' }]);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM call_events')).rows[0].n).toBe(1);
    for (const queue of queues)
      expect(await queue.getJobCounts('delayed')).toMatchObject({ delayed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([admin.email]);
    expect(mail.subject).toContain('2030-03-03');
    expect(mail.text).toContain('Spam: 3 contactos');
    expect(mail.text).toContain('no calificados: 2 contactos');
    expect(mail.text).toContain('Phone-link clicks: 2 records');
    expect(`${mail.subject}${mail.text}`).not.toContain('Zacarías');
    const { rows: audit } = await db.pool.query(
      `SELECT actor_id, detail FROM privacy_audit WHERE action = 'retention.run'`,
    );
    expect(audit).toEqual([
      {
        actor_id: null,
        detail: {
          night: '2030-03-03',
          counts: { spam: 3, unengaged: 2, call_clicks: 2 },
          failed: false,
        },
      },
    ]);

    // a second look the same night, from another worker: nothing more
    setClock('2030-03-03T03:45:00-07:00');
    const [a, b] = await Promise.all([newSweeper().sweepOnce(), newSweeper().sweepOnce()]);
    expect([a, b]).toEqual([
      { ran: false, reports: 0 },
      { ran: false, reports: 0 },
    ]);
    expect(await erasedIds()).toHaveLength(erased.length);
    expect(smtp.received).toHaveLength(1);

    // the next night nothing is due: it runs, erases nothing and writes no e-mail
    setClock('2030-03-04T03:10:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ ran: true, reports: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('When a run’s worker died mid-run, then the next look resumes it once its claim expired and reports the whole night', async () => {
    setClock('2030-04-10T03:05:00-06:00');
    const spam = await lead(31, 'Spam');
    await db.pool.query(
      `INSERT INTO retention_runs (night, started_at, recipients, counts, token, claimed_until, attempts)
       VALUES ('2030-04-10', $1, ARRAY[$2], '{"spam": 4}', 'dead-worker', $3, 1)`,
      [new Date(clock.now() - 60_000), admin.email, new Date(clock.now() + 60_000)],
    );
    expect(await newSweeper().sweepOnce()).toEqual({ ran: false, reports: 0 });
    // what is left to do (the first test's younger spam is due by now too)
    const left = await retentionDryRun({ pool: db.pool, clock }, admin.id);
    expect(left.counts.spam).toBe(2);
    clock.advance(61_000);
    expect(await newSweeper().sweepOnce()).toEqual({ ran: true, reports: 1 });
    expect(await erasedIds()).toContain(spam);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toContain('2030-04-10');
    expect(mail.text).toContain('Spam: 6 contactos');
  });

  it('When a run fails, then it is recorded as failed and the admins are told, once', async () => {
    setClock('2030-05-20T04:00:00-06:00');
    const before = smtp.received.length;
    // the clicks' table out of reach: the run stops at that step
    await db.pool.query('ALTER TABLE call_events RENAME TO call_events_away');
    try {
      expect(await newSweeper().sweepOnce()).toEqual({ ran: true, reports: 1 });
    } finally {
      await db.pool.query('ALTER TABLE call_events_away RENAME TO call_events');
    }
    clock.advance(600_000);
    expect(await newSweeper().sweepOnce()).toEqual({ ran: false, reports: 0 });
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)!.subject).toBe(
      'Conservación de datos: la limpieza del 2030-05-20 no terminó / Data retention: the 2030-05-20 run did not finish',
    );
    const { rows } = await db.pool.query(
      `SELECT detail FROM privacy_audit WHERE action = 'retention.run' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].detail).toMatchObject({ night: '2030-05-20', failed: true });
  });
});
