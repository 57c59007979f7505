import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { TAlertName } from '@firm/shared/ops/alert-catalog';
import { recordHeartbeat } from '@firm/shared/ops/heartbeat.repository';
import { firstContactSettingsCache } from '@firm/shared/server/first-contact-settings';
import { createLogger } from '@firm/shared/server/logger';
import { createQueue, type QueueBackend } from '@firm/shared/server/queue';
import { createMailer, type TMailer } from '@firm/worker/mail/mailer';
import { OpsAlertSweeper } from '@firm/worker/ops-alerts/ops-alert-sweeper';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { addTestStaff, ManualClock } from '../../support/staff';
import { TEST_SETTINGS } from '../../support/worker-harness';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const FIXTURE_ALERTS: TAlertName[] = [
  'LeadWithoutIntakeEmail',
  'DeadLetters',
  'OutboxStalled',
  'QueueWaitingTooLong',
  'HighErrorRate',
  'ServiceRestarting',
];

describe.each<QueueBackend['kind']>(['postgres', 'redis'])(
  'The admins’ alert e-mails, evaluated by the worker (issue 33 §4), queue on %s',
  (kind) => {
    let db: TIsolatedDatabase;
    let smtp: TSmtpSink;
    let mailer: TMailer;
    let queue: Queue;
    let adminEmail: string;
    const clock = new ManualClock(Date.now());
    const newSweeper = () =>
      new OpsAlertSweeper({
        pool: db.pool,
        queue,
        backend: kind,
        clockSettings: firstContactSettingsCache(db.pool, 0),
        mailer,
        settings: TEST_SETTINGS,
        logger: createLogger('ops-alerts-test'),
        clock,
      });
    const addLead = async (name: string, minutesAgo: number) => {
      const { rows } = await db.pool.query<{ id: number }>(
        `INSERT INTO leads (origin, form_variant, locale, name, phone, consent, received_at)
         VALUES ('web', 'contact-es', 'es', $1, '9155550123', true, now() - $2::int * interval '1 minute')
         RETURNING id`,
        [name, minutesAgo],
      );
      return rows[0]!.id;
    };

    /** Every condition of the fixture's alerts at once. */
    const makeTrouble = async () => {
      const leadId = await addLead('Rosa Escondida', 11);
      await db.pool.query(
        `INSERT INTO dead_letters (queue, job_id, job_name, payload, attempts, error, lead_id)
         VALUES ('leads', $1, 'notify-intake', '{}', 5, 'SMTP 550', $2)`,
        [randomUUID(), leadId],
      );
      await db.pool.query(
        `INSERT INTO outbox (event, subject_id, created_at) VALUES ('lead.accepted', $1, now() - interval '3 minutes')`,
        [leadId],
      );
      await queue.add('notify-intake', { leadId }, { timestamp: Date.now() - 6 * MINUTE });
      await recordHeartbeat(db.pool, {
        service: 'web',
        instance: 'edge-1',
        version: '1.0.0',
        startedAt: new Date(Date.now() - 3_600_000),
        requests5m: 200,
        errors5m: 9,
      });
      const beat = {
        service: 'worker' as const,
        instance: 'worker-1',
        version: '1.0.0',
        requests5m: 0,
        errors5m: 0,
      };
      await recordHeartbeat(db.pool, { ...beat, startedAt: new Date(Date.now() - 3_600_000) });
      // the same process name with another start time: it restarted
      await recordHeartbeat(db.pool, { ...beat, startedAt: new Date() });
    };

    const clearTrouble = async () => {
      await db.pool.query(
        `INSERT INTO deliveries (kind, subject_key, target, detail)
         SELECT 'intake_email', 'lead-' || id, 'intake', 'test' FROM leads`,
      );
      await db.pool.query('UPDATE dead_letters SET resolved_at = now()');
      await db.pool.query('UPDATE outbox SET published_at = now()');
      await queue.drain(true);
      await db.pool.query(
        `UPDATE service_heartbeats SET errors_5m = 0, restarted_at = now() - interval '1 hour'`,
      );
    };

    beforeAll(async () => {
      db = await createIsolatedDatabase(`opsalerts${kind}`);
      smtp = await startSmtpSink();
      mailer = createMailer({
        smtpUrl: smtp.url,
        mailDir: '/tmp/unused-mail',
        from: 'Test <no-reply@firm.test>',
      });
      const backend: QueueBackend =
        kind === 'redis'
          ? { kind, url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }
          : { kind, url: db.url };
      queue = createQueue(`ops-alerts-${randomUUID()}`, backend);
      queue.on('error', () => undefined);
      adminEmail = (await addTestStaff(db.pool, { role: 'admin' })).email;
    });
    afterAll(async () => {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      mailer.close();
      await smtp.close();
      await db.drop();
    });

    it('When every condition of the fixture holds, then each alert fires and the admins get one e-mail listing them; when they clear, the e-mail that they ended waits for the hour', async () => {
      expect(await newSweeper().evaluateOnce()).toEqual({ started: [], ended: [], sent: 0 });
      await makeTrouble();
      const first = await newSweeper().evaluateOnce();
      expect(first).toEqual({ started: FIXTURE_ALERTS, ended: [], sent: 1 });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual([adminEmail]);
      expect(mail.subject).toBe(`[Alerta activa / Alert firing] ${FIXTURE_ALERTS.join(', ')}`);
      expect(mail.text).toContain('https://staff.firm.test/estado');
      expect(mail.text).toContain('Un prospecto recibido hace más de 10 minutos');
      for (const personal of ['Rosa', 'Escondida', '9155550123'])
        expect(mail.text).not.toContain(personal);
      const { rows } = await db.pool.query<{ name: string; firing: boolean }>(
        'SELECT name, firing FROM ops_alert_state WHERE firing ORDER BY name',
      );
      expect(rows.map((row) => row.name)).toEqual([...FIXTURE_ALERTS].sort());

      // cleared ten minutes later: the state follows, the e-mail waits for the hour of each alert
      await clearTrouble();
      clock.advance(10 * MINUTE);
      expect(await newSweeper().evaluateOnce()).toEqual({ started: [], ended: [], sent: 0 });
      const cleared = await db.pool.query('SELECT name FROM ops_alert_state WHERE firing');
      expect(cleared.rows).toEqual([]);
      // it fires and clears again within the hour: still no e-mail (flapping costs nothing)
      await db.pool.query(
        `INSERT INTO dead_letters (queue, job_id, job_name, payload, attempts) VALUES ('leads', $1, 'x', '{}', 1)`,
        [randomUUID()],
      );
      clock.advance(10 * MINUTE);
      expect(await newSweeper().evaluateOnce()).toEqual({ started: [], ended: [], sent: 0 });
      await db.pool.query('UPDATE dead_letters SET resolved_at = now()');
      clock.advance(41 * MINUTE);
      const late = await newSweeper().evaluateOnce();
      expect(late).toEqual({ started: [], ended: FIXTURE_ALERTS, sent: 1 });
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[1]!.subject).toBe(
        `[Alerta resuelta / Alert resolved] ${FIXTURE_ALERTS.join(', ')}`,
      );
    });

    it('When two workers evaluate at the same time, then the alert that started is e-mailed once', async () => {
      smtp.received.length = 0;
      clock.advance(2 * 60 * MINUTE);
      await db.pool.query(
        `INSERT INTO dead_letters (queue, job_id, job_name, payload, attempts) VALUES ('leads', $1, 'x', '{}', 1)`,
        [randomUUID()],
      );
      const [a, b] = await Promise.all([newSweeper().evaluateOnce(), newSweeper().evaluateOnce()]);
      expect([...a.started, ...b.started]).toEqual(['DeadLetters']);
      expect(a.sent + b.sent).toBe(1);
      expect(smtp.received.map((mail) => mail.subject)).toEqual([
        '[Alerta activa / Alert firing] DeadLetters',
      ]);
      await db.pool.query('UPDATE dead_letters SET resolved_at = now()');
    });
  },
);
