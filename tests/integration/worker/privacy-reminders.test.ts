import { createLogger } from '@firm/shared/server/logger';
import { createMailer, type TMailer } from '@firm/worker/mail/mailer';
import { PrivacyReminderSweeper } from '@firm/worker/privacy/privacy-reminder-sweeper';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { addTestStaff, ManualClock } from '../../support/staff';
import { TEST_SETTINGS } from '../../support/worker-harness';

jest.setTimeout(30_000);

describe('The admins’ reminder 7 days before a privacy request is due (issue 31 §2)', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let mailer: TMailer;
  let adminEmail: string;
  const clock = new ManualClock();
  const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now());
  /** A worker's sweeper; a new one stands for a restarted (or a second) worker. */
  const newSweeper = () =>
    new PrivacyReminderSweeper({
      pool: db.pool,
      mailer,
      settings: TEST_SETTINGS,
      logger: createLogger('privacy-reminder-test'),
      clock,
    });
  const logRequest = async (receivedOn: string, requester = 'Sofía Reservada') => {
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO privacy_requests (kind, received_on, due_on, channel, requester)
       VALUES ('deletion', $1::date, $1::date + 45, 'phone', $2) RETURNING id`,
      [receivedOn, requester],
    );
    return rows[0]!.id;
  };

  beforeAll(async () => {
    db = await createIsolatedDatabase('privacyreminders');
    smtp = await startSmtpSink();
    mailer = createMailer({
      smtpUrl: smtp.url,
      mailDir: '/tmp/unused-mail',
      from: 'Test <no-reply@firm.test>',
    });
    adminEmail = (await addTestStaff(db.pool, { role: 'admin' })).email;
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await db.drop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('When a request is 8 days from its due date nothing is sent; at 7 days the admins get one e-mail, once, naming no one', async () => {
    const id = await logRequest('2030-01-01'); // due 2030-02-15
    const lead = await db.pool.query<{ id: number }>(
      `INSERT INTO leads (origin, form_variant, locale, name, phone, consent)
       VALUES ('web', 'contact-es', 'es', 'Sofía Reservada', '9155550155', true) RETURNING id`,
    );
    await db.pool.query('INSERT INTO privacy_request_leads (request_id, lead_id) VALUES ($1, $2)', [
      id,
      lead.rows[0]!.id,
    ]);
    setClock('2030-02-07T10:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-02-08T08:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([adminEmail]);
    expect(mail.subject).toBe(
      `Solicitud de privacidad n.º ${id} vence el 2030-02-15 / Privacy request #${id} due 2030-02-15`,
    );
    expect(mail.text).toContain('eliminación');
    expect(mail.text).toContain('https://staff.firm.test/privacidad');
    for (const personal of ['Sofía', 'Reservada', '9155550155'])
      expect(`${mail.subject}${mail.text}`).not.toContain(personal);
    // again, from a restarted worker and from two at once: nothing more
    setClock('2030-02-09T08:00:00-07:00');
    const [a, b] = await Promise.all([newSweeper().sweepOnce(), newSweeper().sweepOnce()]);
    expect(a.sent + b.sent).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('When a request is extended, then its new due date gets its own reminder, once; a closed request gets none', async () => {
    const id = await logRequest('2030-03-01'); // due 2030-04-15
    const closed = await logRequest('2030-03-01');
    await db.pool.query(
      `UPDATE privacy_requests SET status = 'done', outcome = 'Hecho', closed_at = now() WHERE id = $1`,
      [closed],
    );
    setClock('2030-04-09T09:00:00-06:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
    await db.pool.query(
      `UPDATE privacy_requests SET extended_to = '2030-05-20', extension_reason = 'Muchos registros',
              status = 'extended' WHERE id = $1`,
      [id],
    );
    setClock('2030-05-12T09:00:00-06:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-05-13T09:00:00-06:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
    setClock('2030-05-14T09:00:00-06:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('2030-04-15'),
      expect.stringContaining('2030-05-20'),
    ]);
    const { rows } = await db.pool.query(
      'SELECT request_id FROM privacy_reminders WHERE request_id = $1',
      [closed],
    );
    expect(rows).toEqual([]);
  });
});
