import { createLogger } from '@firm/shared/server/logger';
import { ClockSweeper } from '@firm/worker/clock/clock-sweeper';
import { createMailer, type TMailer } from '@firm/worker/mail/mailer';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { uniquePhone } from '../../support/lead-factory';
import { seedStoredLead } from '../../support/seed-lead';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { addTestStaff, ManualClock } from '../../support/staff';
import { TEST_SETTINGS } from '../../support/worker-harness';

jest.setTimeout(30_000);

describe('First-contact alerts and follow-ups in the worker (issue 29 §4)', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let mailer: TMailer;
  let adminEmail: string;
  const clock = new ManualClock();
  const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now());
  /** A worker's sweeper; a new one stands for a restarted worker (nothing is kept in memory). */
  const newSweeper = () =>
    new ClockSweeper({
      pool: db.pool,
      mailer,
      settings: TEST_SETTINGS,
      logger: createLogger('clock-test'),
      clock,
    });

  beforeAll(async () => {
    db = await createIsolatedDatabase('clockalerts');
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
  beforeEach(async () => {
    // each test starts with no clock running but its own
    await db.pool.query(
      'UPDATE leads SET first_contacted_at = now() WHERE first_contacted_at IS NULL',
    );
    await db.pool.query(`UPDATE lead_follow_ups SET done_at = now(), done_reason = 'marked'`);
    smtp.received.length = 0;
  });

  /**
   * A lead due at `dueIso`, as leads-api stores it, owned by `ownerId` (by nobody unless given: the
   * routed addresses alone hear of it, whoever the insert chose).
   */
  const leadDue = async (dueIso: string, name = 'Ana Prueba', ownerId: number | null = null) => {
    const id = await seedStoredLead(db.pool, {
      name,
      phone: uniquePhone(),
      first_contact_due_at: new Date(dueIso),
      first_contact_alert_at: new Date(dueIso),
    });
    await db.pool.query('UPDATE leads SET owner_id = $2 WHERE id = $1', [id, ownerId]);
    return id;
  };
  const mailsFor = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const itemsOf = async (leadId: number) =>
    (
      await db.pool.query<{ level: number }>(
        `SELECT level FROM staff_alert_items WHERE kind = 'first_contact' AND lead_id = $1 ORDER BY level`,
        [leadId],
      )
    ).rows.map((row) => row.level);

  it('When three leads fall overdue together, then one alert lists all three, to the intake addresses, once', async () => {
    const ids = [
      await leadDue('2030-01-15T10:00:00-07:00', 'Ana Uno'),
      await leadDue('2030-01-15T10:01:00-07:00', 'Beto Dos'),
      await leadDue('2030-01-15T10:02:00-07:00', 'Carla Tres'),
    ];
    setClock('2030-01-15T09:59:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-01-15T10:03:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['intake@firm.test']);
    expect(mail.subject).toBe('Prospectos esperando contacto (3) / Leads waiting for contact (3)');
    for (const [index, name] of ['Ana Uno', 'Beto Dos', 'Carla Tres'].entries()) {
      expect(mail.text).toContain(name);
      expect(mail.text).toContain(`https://staff.firm.test/prospectos/${ids[index]}`);
    }
    expect(mail.text).toContain('en horario de oficina');
    // the same sweep again, and a restarted worker's: nothing more
    setClock('2030-01-15T10:05:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    expect(smtp.received).toHaveLength(1);
    for (const id of ids) expect(await itemsOf(id)).toEqual([1]);
  });

  it('When an owned lead falls overdue, then its owner hears of it with the intake addresses, once', async () => {
    const owner = await addTestStaff(db.pool, { role: 'intake' });
    await leadDue('2030-01-15T12:00:00-07:00', 'Elena Dueña', owner.id);
    setClock('2030-01-15T12:00:30-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to.sort()).toEqual([owner.email, 'intake@firm.test'].sort());
  });

  it('When a lead is still not contacted the target again after its due time, then the admins are alerted once (level 2)', async () => {
    const id = await leadDue('2030-01-15T11:00:00-07:00', 'Dora Cuatro');
    setClock('2030-01-15T11:00:30-07:00');
    await newSweeper().sweepOnce();
    expect(mailsFor('intake@firm.test')).toHaveLength(1);
    setClock('2030-01-15T11:14:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-01-15T11:15:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
    const [escalation] = mailsFor(adminEmail);
    expect(escalation?.subject).toBe('Siguen sin contacto (1) / Still not contacted (1)');
    expect(escalation?.text).toContain('Dora Cuatro');
    setClock('2030-01-15T15:00:00-07:00');
    await newSweeper().sweepOnce();
    expect(smtp.received).toHaveLength(2);
    expect(await itemsOf(id)).toEqual([1, 2]);
  });

  it('When a member contacts the lead before its due time, then no alert is sent', async () => {
    const id = await leadDue('2030-01-15T12:00:00-07:00');
    const member = await addTestStaff(db.pool);
    await db.pool.query('INSERT INTO lead_notes (lead_id, actor_id, body) VALUES ($1, $2, $3)', [
      id,
      member.id,
      'Le llamé',
    ]);
    setClock('2030-01-15T13:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    expect(await itemsOf(id)).toEqual([]);
  });

  it('When a lead falls overdue at closing time, then the alert waits for the next opening', async () => {
    const id = await leadDue('2030-01-15T17:59:00-07:00');
    setClock('2030-01-15T18:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-01-16T03:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-01-16T09:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
    expect(await itemsOf(id)).toEqual([1]);
  });

  it('When the weekend comes between, then nothing is sent on Saturday afternoon or Sunday, and Monday at opening it is', async () => {
    await leadDue('2030-01-19T12:59:00-07:00'); // Saturday, a minute before closing
    setClock('2030-01-19T13:05:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-01-20T11:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-01-21T09:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
  });

  it('When two workers sweep at once, then each lead and level is alerted once', async () => {
    await leadDue('2030-01-22T10:00:00-07:00');
    await leadDue('2030-01-22T10:00:00-07:00');
    setClock('2030-01-22T10:01:00-07:00');
    const results = await Promise.all([newSweeper().sweepOnce(), newSweeper().sweepOnce()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('When a worker died between claiming an alert and sending it, then a new worker sends it once when the claim expires', async () => {
    const id = await leadDue('2030-01-23T10:00:00-07:00', 'Eva Cinco');
    setClock('2030-01-23T10:01:00-07:00');
    // what the dead worker committed: the alert and its item, claimed for a while, not sent
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO staff_alerts (kind, level, recipients, created_at, token, claimed_until, attempts)
       VALUES ('first_contact', 1, '{intake@firm.test}', $1, 'dead-worker', $1::timestamptz + interval '2 minutes', 1)
       RETURNING id`,
      [new Date(clock.now())],
    );
    await db.pool.query(
      `INSERT INTO staff_alert_items (kind, subject_id, level, alert_id, lead_id)
       VALUES ('first_contact', $1, 1, $2, $1)`,
      [id, rows[0]!.id],
    );
    await db.pool.query(
      `UPDATE leads SET first_contact_alert_at = '2030-01-23T10:15:00-07:00' WHERE id = $1`,
      [id],
    );
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-01-23T10:04:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 1 });
    expect(smtp.received[0]?.messageId).toBe(`<staff-alert-${rows[0]!.id}@firm.test>`);
    expect(smtp.received[0]?.text).toContain('Eva Cinco');
    setClock('2030-01-23T10:10:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('When the SMTP server refuses an alert, then the next sweep sends it, once', async () => {
    await leadDue('2030-01-24T10:00:00-07:00');
    setClock('2030-01-24T10:01:00-07:00');
    smtp.failNext(1);
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 0 });
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 1 });
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('When a follow-up comes due, then it alerts once at its time, with its note', async () => {
    const leadId = await leadDue('2030-01-25T09:00:00-07:00', 'Flor Seis');
    const member = await addTestStaff(db.pool);
    await db.pool.query('UPDATE leads SET first_contacted_at = now() WHERE id = $1', [leadId]);
    await db.pool.query(
      `INSERT INTO lead_follow_ups (lead_id, actor_id, due_at, note) VALUES ($1, $2, $3, $4)`,
      [
        leadId,
        member.id,
        new Date('2030-01-25T15:30:00-07:00'),
        'Pidió que llamemos después del trabajo',
      ],
    );
    setClock('2030-01-25T15:29:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    setClock('2030-01-25T15:30:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 1, sent: 1 });
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['intake@firm.test']);
    expect(mail.subject).toBe('Llamar de nuevo ahora (1) / Call back now (1)');
    expect(mail.text).toContain('Flor Seis');
    expect(mail.text).toContain('Pidió que llamemos después del trabajo');
    setClock('2030-01-25T16:00:00-07:00');
    expect(await newSweeper().sweepOnce()).toEqual({ claimed: 0, sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('When a lead is marked do not contact, then neither its first-contact alert nor its follow-up alerts anyone; marked only by a STOP reply, it still does (issue 31 §1)', async () => {
    const marked = await leadDue('2030-02-05T10:00:00-07:00', 'Gina Siete');
    const stopped = await leadDue('2030-02-05T10:00:00-07:00', 'Hugo Ocho');
    await db.pool.query(
      `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = 'Pidió que no la llamen'
        WHERE id = $1`,
      [marked],
    );
    await db.pool.query(
      `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = 'text-stop' WHERE id = $1`,
      [stopped],
    );
    const member = await addTestStaff(db.pool);
    await db.pool.query(
      `INSERT INTO lead_follow_ups (lead_id, actor_id, due_at, note) VALUES ($1, $2, $3, 'x')`,
      [marked, member.id, new Date('2030-02-05T10:30:00-07:00')],
    );
    setClock('2030-02-05T11:00:00-07:00');
    await newSweeper().sweepOnce();
    expect(await itemsOf(marked)).toEqual([]);
    expect(await itemsOf(stopped)).toEqual([1]);
    expect(smtp.received.map((mail) => mail.text).join('\n')).not.toContain('Gina Siete');
  });
});
