import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { evaluateAlerts } from '@firm/shared/ops/evaluate-alerts';
import { recordHeartbeat } from '@firm/shared/ops/heartbeat.repository';
import { ALERT_NAMES } from '@firm/shared/ops/alert-catalog';
import { ZOpsStatusSchema, type TOpsStatus } from '@firm/shared/ops/ops-status';
import { readOpsFigures } from '@firm/shared/ops/read-ops-figures';
import { EDGE_HEARTBEAT_PATH, STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { createPool } from '@firm/shared/server/db';
import { firstContactSettingsCache } from '@firm/shared/server/first-contact-settings';
import { createLogger } from '@firm/shared/server/logger';
import { createQueue } from '@firm/shared/server/queue';
import { createMailer } from '@firm/worker/mail/mailer';
import { OpsAlertSweeper } from '@firm/worker/ops-alerts/ops-alert-sweeper';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, TEST_EDGE_SECRET, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { TEST_SETTINGS } from '../../support/worker-harness';

jest.setTimeout(30_000);

describe('The status page’s API (issue 33 §4)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let queue: Queue;
  let admin: Visitor;

  const status = async () => {
    const answer = await admin.request(STAFF_API_PATHS.opsStatus);
    expect(answer.status).toBe(200);
    return { parsed: ZOpsStatusSchema.parse(answer.body), raw: JSON.stringify(answer.body) };
  };
  const firingOf = (answer: TOpsStatus) =>
    answer.alerts.filter((alert) => alert.firing).map((alert) => alert.name);
  const addLead = async (name: string, minutesAgo: number) => {
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO leads (origin, form_variant, locale, name, phone, email, consent, received_at)
       VALUES ('web', 'contact-es', 'es', $1, '9155550177', 'rosa@example.com', true,
               now() - $2::int * interval '1 minute') RETURNING id`,
      [name, minutesAgo],
    );
    return rows[0]!.id;
  };

  beforeAll(async () => {
    db = await createIsolatedDatabase('opsstatus');
    queue = createQueue(`ops-status-${randomUUID()}`, { kind: 'postgres', url: db.url });
    api = await startLeadsApi({
      pool: db.pool,
      dashboardQueues: [queue],
      queueBackend: 'postgres',
    });
    admin = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'admin' }));
  });
  afterAll(async () => {
    await api.close();
    await queue.close();
    await db.drop();
  });

  it('When nobody, an intake member or an editor asks, then the answer is 401, 403 and 403; an admin gets the status', async () => {
    expect((await new Visitor(api.url).request(STAFF_API_PATHS.opsStatus)).status).toBe(401);
    for (const role of ['intake', 'editor'] as const) {
      const member = await signedInVisitor(api.url, await addTestStaff(db.pool, { role }));
      expect((await member.request(STAFF_API_PATHS.opsStatus)).status).toBe(403);
    }
    const { parsed } = await status();
    expect(parsed.alerts.map((alert) => alert.name)).toEqual([...ALERT_NAMES]);
    expect(firingOf(parsed)).toEqual([]);
  });

  it('When the edge posts its heartbeat with its secret and the worker records its own, then the status shows them up with version and start; the last lead and e-mail as times, never a name', async () => {
    const beat = {
      service: 'web',
      instance: 'edge-a',
      version: '1.2.3+abc1234',
      startedAt: '2030-01-01T00:00:00.000Z',
      requests5m: 40,
      errors5m: 0,
    };
    const post = (secret?: string) =>
      fetch(`${api.url}${EDGE_HEARTBEAT_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret ? { 'x-edge-secret': secret } : {}),
        },
        body: JSON.stringify(beat),
      });
    expect((await post()).status).toBe(403);
    expect((await post('not-the-secret')).status).toBe(403);
    expect((await post(TEST_EDGE_SECRET)).status).toBe(204);
    await recordHeartbeat(db.pool, {
      service: 'worker',
      instance: 'w1',
      version: '1.2.3',
      startedAt: new Date('2030-01-01T01:00:00Z'),
      requests5m: 0,
      errors5m: 0,
    });
    const leadId = await addLead('Rosa Invisible', 2);
    await db.pool.query(
      `INSERT INTO deliveries (kind, subject_key, target, detail, sent_at)
       VALUES ('intake_email', $1, 'intake', 'intake@firm.test', now() - interval '1 minute')`,
      [`lead-${leadId}`],
    );
    await queue.add('notify-intake', { leadId });
    const { parsed, raw } = await status();
    const web = parsed.services.find((service) => service.service === 'web')!;
    expect(web).toMatchObject({
      up: true,
      instances: 1,
      version: '1.2.3+abc1234',
      startedAt: beat.startedAt,
      requests5m: 40,
    });
    expect(parsed.services.find((service) => service.service === 'worker')).toMatchObject({
      up: true,
      version: '1.2.3',
    });
    expect(parsed.services.find((service) => service.service === 'content-api')).toMatchObject({
      up: false,
      seenAt: null,
    });
    expect(parsed.queue).toMatchObject({ backend: 'postgres', reachable: true });
    expect(parsed.queue.counts.waiting).toBe(1);
    expect(parsed.database).toMatchObject({
      outboxWaiting: 0,
      deadLetters: 0,
      leadsWithoutIntakeEmail: 0,
    });
    expect(Date.now() - Date.parse(parsed.database!.lastLeadAt!)).toBeGreaterThan(60_000);
    expect(Date.parse(parsed.database!.lastIntakeEmailAt!)).toBeGreaterThan(
      Date.parse(parsed.database!.lastLeadAt!),
    );
    expect(parsed.database!.databaseBytes).toBeGreaterThan(1_000_000);
    for (const personal of ['Rosa', 'Invisible', '9155550177', 'rosa@example.com'])
      expect(raw).not.toContain(personal);
    await queue.drain(true);
  });

  it('When the only lead came eight days ago, then NoLeadsDuringOfficeHours fires; once the worker has evaluated it, the page says since when; a new lead clears it', async () => {
    await db.pool.query('DELETE FROM deliveries; DELETE FROM leads');
    await addLead('Antigua', 8 * 24 * 60);
    const before = await status();
    // past the rule's day of lookback, a lead without its e-mail is history, not an alert
    expect(firingOf(before.parsed)).toEqual(['NoLeadsDuringOfficeHours']);
    expect(
      before.parsed.alerts.find((alert) => alert.name === 'NoLeadsDuringOfficeHours')?.since,
    ).toBeNull();
    const mailer = createMailer({
      smtpUrl: undefined,
      mailDir: '/tmp/ops-status-test-mail',
      from: 'Test <no-reply@firm.test>',
    });
    await new OpsAlertSweeper({
      pool: db.pool,
      queue,
      backend: 'postgres',
      clockSettings: firstContactSettingsCache(db.pool, 0),
      mailer,
      settings: TEST_SETTINGS,
      logger: createLogger('ops-status-test'),
    }).evaluateOnce();
    mailer.close();
    const evaluated = await status();
    expect(firingOf(evaluated.parsed)).toEqual(['NoLeadsDuringOfficeHours']);
    expect(
      evaluated.parsed.alerts.find((alert) => alert.name === 'NoLeadsDuringOfficeHours')?.since,
    ).toEqual(expect.any(String));
    await addLead('Nueva', 0);
    expect(firingOf((await status()).parsed)).toEqual([]);
  });

  it('When PostgreSQL and Redis cannot be reached, then the figures say so and PostgresUnreachable and RedisUnreachable fire', async () => {
    const deadPool = createPool('postgres://postgres@127.0.0.1:1/none', {
      connectionTimeoutMillis: 500,
    });
    deadPool.on('error', () => undefined);
    const deadQueue = createQueue(`ops-dead-${randomUUID()}`, {
      kind: 'redis',
      url: 'redis://127.0.0.1:1',
    });
    deadQueue.on('error', () => undefined);
    try {
      const figures = await readOpsFigures({
        pool: deadPool,
        queue: deadQueue,
        backend: 'redis',
        clockSettings: firstContactSettingsCache(deadPool, 0),
      });
      expect(figures).toMatchObject({
        postgresReachable: false,
        database: null,
        queue: { reachable: false },
      });
      const firing = evaluateAlerts(figures);
      expect(ALERT_NAMES.filter((name) => firing[name])).toEqual([
        'PostgresUnreachable',
        'RedisUnreachable',
      ]);
    } finally {
      await deadQueue.close();
      await deadPool.end();
    }
  });
});
