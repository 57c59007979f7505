import { ACKNOWLEDGE_LEAD_JOB } from '@firm/shared/jobs/acknowledge-lead.job';
import { jobRequest } from '@firm/shared/jobs/define-job';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { staffLeadPath } from '@firm/shared/routes/staff-paths';
import { createLogger } from '@firm/shared/server/logger';
import { DeliverySweeper } from '@firm/worker/sweeper/delivery-sweeper';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { seedStoredLead } from '../../support/seed-lead';
import { startSmtpSink, type TReceivedMail, type TSmtpSink } from '../../support/smtp-sink';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { waitFor } from '../../support/wait-for';
import { startLeadPipeline, type TLeadPipeline } from './support/lead-pipeline';
import { startMailBrowser } from './support/mail-browser';

jest.setTimeout(60_000);

const SITE = 'https://www.herreraimmigrationlaw.com';
const VAWA_PAGE = `${SITE}/visa-humanitaria/visa-vawa`;
// Words that would tell someone else reading the lead's phone what the lead asked about.
const REVEALING =
  /\b(vawa|visas?|abusos?|maltrato|delitos?|crimen|víctimas?|victims?|abuse|crimes?|trata|trafficking)\b/i;

describe('the acknowledgment e-mail to the lead (issue 29 §2)', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let pipeline: TLeadPipeline;

  beforeAll(async () => {
    db = await createIsolatedDatabase('ackmail');
    smtp = await startSmtpSink();
    pipeline = await startLeadPipeline({ pool: db.pool, label: 'ackmail', smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await pipeline.close();
    await smtp.close();
    await db.drop();
  });

  const isAck = (mail: TReceivedMail, leadId: number) =>
    mail.messageId === `<lead-${leadId}.ack@firm.test>`;
  const acksOf = (leadId: number) => smtp.received.filter((mail) => isAck(mail, leadId));
  const intakeOf = (leadId: number) =>
    waitFor('the intake e-mail', () =>
      smtp.received.find((mail) => mail.messageId === `<lead-${leadId}.intake@firm.test>`),
    );

  /** Posts a form to leads-api as the site does; resolves with the stored lead's id. */
  async function post(fields: Record<string, string>): Promise<number> {
    const answer = await new Visitor(pipeline.api.url).postForm(API_PATHS.leadSubmit, fields);
    expect(answer.body).toEqual({ status: 'success' });
    const { rows } = await db.pool.query<{ id: number }>(
      'SELECT id FROM leads WHERE idempotency_key = $1',
      [fields.idempotency_key],
    );
    return rows[0]!.id;
  }

  const sweeperOf = () =>
    new DeliverySweeper({
      pool: db.pool,
      queue: pipeline.worker.queue,
      logger: createLogger('sweeper-test'),
      afterMs: 1000,
    });

  /** An outbox row announcing the acknowledgment of a lead, as if written five minutes ago. */
  const announcedLongAgo = (leadId: number) =>
    db.pool.query(
      `INSERT INTO outbox (event, subject_id, created_at, published_at)
       VALUES ('lead-acknowledge', $1, now() - interval '5 minutes', now())`,
      [leadId],
    );

  /** Runs the acknowledgment job of a lead (again) and resolves with its outcome. */
  async function runAckJob(leadId: number, jobId = `lead-${leadId}-ack-test`): Promise<string> {
    const request = jobRequest(ACKNOWLEDGE_LEAD_JOB, { leadId });
    await pipeline.worker.queue.addBulk([{ ...request, opts: { ...request.opts, jobId } }]);
    return waitFor('the acknowledgment job', async () => {
      // the state first: a job read before it completed carries no return value
      if ((await pipeline.worker.queue.getJobState(jobId)) !== 'completed') return undefined;
      return String((await pipeline.worker.queue.getJob(jobId))?.returnvalue);
    });
  }

  /** No acknowledgment: none announced, the job refuses, nothing sent once the intake e-mail went. */
  async function expectNoAck(leadId: number): Promise<void> {
    const { rows } = await db.pool.query(
      `SELECT 1 FROM outbox WHERE event = 'lead-acknowledge' AND subject_id = $1`,
      [leadId],
    );
    expect(rows).toHaveLength(0);
    expect(await runAckJob(leadId)).toBe('not to be acknowledged');
    expect(acksOf(leadId)).toHaveLength(0);
  }

  it('When a Spanish footer lead gives an e-mail, then it gets one Spanish acknowledgment: the firm, the call from the immigration line in office hours, what to have at hand, WhatsApp, not legal advice, nothing of the case', async () => {
    const fields = leadFields('footer-es', {
      email: 'rosa.ack@example.com',
      phone: uniquePhone(),
      mensaje: 'Mi esposo me maltrata y quiero saber de la visa VAWA',
    });
    const leadId = await post(fields);
    const ack = await waitFor('the acknowledgment', () => acksOf(leadId)[0]);
    expect(ack.to).toEqual(['rosa.ack@example.com']);
    expect(ack.subject).toBe('Recibimos su mensaje — Herrera Abogados de Inmigración');
    expect(ack.parsed.html ? ack.html : '').toContain('<html lang="es">');
    for (const part of [ack.text, ack.html]) {
      expect(part).toContain('(915) 555-0142');
      expect(part).toContain('Lunes a viernes');
      expect(part).toContain('9:00 a. m. a 6:00 p. m.');
      expect(part).toContain('En hora de El Paso, Texas (hora de la montaña).');
      expect(part).toContain('tenga a la mano');
      expect(part).toContain('https://wa.me/19155550142');
      expect(part).toContain('no es asesoría legal');
      expect(part).not.toMatch(REVEALING);
      expect(part).not.toContain('esposo');
    }
    const { rows } = await db.pool.query<{ kind: string; detail: string }>(
      `SELECT kind, detail FROM deliveries WHERE lead_id = $1 AND kind = 'ack_email'`,
      [leadId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).not.toContain('rosa.ack@example.com');
    const member = await signedInVisitor(
      pipeline.api.url,
      await addTestStaff(db.pool, { role: 'intake' }),
    );
    const timeline = await member.request(staffLeadPath(leadId, 'timeline'));
    expect((timeline.body as { entries: unknown[] }).entries).toContainEqual(
      expect.objectContaining({ kind: 'delivery', channel: 'ack_email', target: 'lead' }),
    );
    // A second job for the same lead (a re-drive, a recovered job) sends nothing.
    expect(await runAckJob(leadId)).toBe('already sent');
    expect(acksOf(leadId)).toHaveLength(1);
  });

  it('When the acknowledgment is read on a phone, then it fits the screen, its text is 16 px, its WhatsApp button is at least 44 px tall, and the intake e-mail of a careful lead starts with the red band', async () => {
    const leadId = await post(
      leadFields('visa-es', {
        seccion: 'Visa VAWA Español',
        page_url: VAWA_PAGE,
        phone: uniquePhone(),
        email: 'phone.ack@example.com',
        seguro_llamar: 'horas',
        horas_llamar: 'De lunes a viernes, de 10 a 12',
        mensaje_voz: 'no',
        mensajes_texto: 'si',
      }),
    );
    const ack = await waitFor('the acknowledgment', () => acksOf(leadId)[0]);
    const browser = await startMailBrowser();
    try {
      const shown = await browser.render(ack.html, 375, 'ack-es');
      expect(shown.scrollWidth).toBeLessThanOrEqual(375);
      const chat = shown.links.find((link) => link.href.startsWith('https://wa.me/19155550142'));
      expect(chat?.text).toBe('Escribir por WhatsApp');
      expect(chat?.height).toBeGreaterThanOrEqual(44);
      const size = await shown.page.evaluate(() =>
        parseFloat(getComputedStyle(document.querySelector('p') ?? document.body).fontSize),
      );
      expect(size).toBeGreaterThanOrEqual(16);
      expect(shown.text).toContain('solo a las horas que usted nos indicó');
      await shown.close();
      const intake = await intakeOf(leadId);
      const staff = await browser.render(intake.html, 375, 'intake-caution-es');
      expect(staff.text.indexOf('Contacto con precaución')).toBeLessThan(
        staff.text.indexOf('(915)'),
      );
      expect(staff.text).toContain('Llamadas: Solo a estas horas: De lunes a viernes, de 10 a 12');
      await staff.close();
    } finally {
      await browser.close();
    }
  });

  it('When a lead comes from an English page, then its acknowledgment is in English', async () => {
    const leadId = await post(
      leadFields('contact-en', {
        email: 'ann.ack@example.com',
        phone: uniquePhone(),
        page_url: `${SITE}/en/contact`,
      }),
    );
    const ack = await waitFor('the acknowledgment', () => acksOf(leadId)[0]);
    expect(ack.subject).toBe('We received your message — Herrera Immigration Law');
    expect(ack.text).toContain('A member of our team will call you from (915) 555-0142');
    expect(ack.text).toContain('Monday to Friday, 9:00 a.m. to 6:00 p.m.');
    expect(ack.text).toContain('it is not legal advice');
    expect(ack.html).toContain('<html lang="en">');
  });

  it('When a VAWA page lead did not say texts are fine, then no acknowledgment goes, whether it said no or did not answer; its answers are stored', async () => {
    const base = { seccion: 'Visa VAWA Español', page_url: VAWA_PAGE, situacion: 'abuse-victim' };
    const refused = await post(
      leadFields('visa-es', {
        ...base,
        phone: uniquePhone(),
        seguro_llamar: 'horas',
        horas_llamar: 'Entre semana de 10 a 12',
        mensaje_voz: 'no',
        mensajes_texto: 'no',
      }),
    );
    const silent = await post(leadFields('visa-es', { ...base, phone: uniquePhone() }));
    await intakeOf(refused);
    await intakeOf(silent);
    await expectNoAck(refused);
    await expectNoAck(silent);
    const { rows } = await db.pool.query(
      `SELECT contact_call, contact_call_hours, contact_voicemail, contact_texts FROM leads
        WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [[refused, silent]],
    );
    expect(rows).toEqual([
      {
        contact_call: 'hours',
        contact_call_hours: 'Entre semana de 10 a 12',
        contact_voicemail: false,
        contact_texts: false,
      },
      {
        contact_call: null,
        contact_call_hours: null,
        contact_voicemail: null,
        contact_texts: null,
      },
    ]);
  });

  it('When a VAWA page lead allowed texts and asked not to be called, then it gets one acknowledgment that promises no call', async () => {
    const leadId = await post(
      leadFields('visa-es', {
        seccion: 'Visa VAWA Español',
        page_url: VAWA_PAGE,
        phone: uniquePhone(),
        email: 'safe.ack@example.com',
        seguro_llamar: 'no',
        mensajes_texto: 'si',
      }),
    );
    const ack = await waitFor('the acknowledgment', () => acksOf(leadId)[0]);
    expect(ack.text).toContain('Como usted nos pidió, no le llamaremos.');
    expect(ack.text).not.toMatch(REVEALING);
    expect(ack.subject).not.toMatch(REVEALING);
  });

  it('When the footer form on the VAWA page or an abuse-victim situation sends a lead that did not allow texts, then no acknowledgment goes', async () => {
    const footer = await post(
      leadFields('footer-es', { phone: uniquePhone(), page_url: `${VAWA_PAGE}?utm_source=fb` }),
    );
    const victim = await post(
      leadFields('blog-es', { phone: uniquePhone(), situacion: 'crime-victim' }),
    );
    await intakeOf(footer);
    await intakeOf(victim);
    await expectNoAck(footer);
    await expectNoAck(victim);
  });

  it('When a lead is spam, then no acknowledgment goes', async () => {
    const spam = await post(
      leadFields('footer-es', { phone: uniquePhone(), website: 'https://spam.example' }),
    );
    await expectNoAck(spam);
  });

  it('When a referred person has an e-mail on record, then no acknowledgment goes (they did not ask)', async () => {
    const referral = await seedStoredLead(db.pool, {
      origin: 'referral',
      form_variant: 'referrals',
      email: 'referred@example.com',
    });
    await expectNoAck(referral);
  });

  it('When "do not contact" was set before the job ran, then no acknowledgment goes and the sweeper leaves it alone', async () => {
    const leadId = await seedStoredLead(db.pool, { email: 'stop@example.com' });
    await db.pool.query(
      `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = 'test' WHERE id = $1`,
      [leadId],
    );
    await announcedLongAgo(leadId);
    expect(await runAckJob(leadId)).toBe('not to be acknowledged');
    const sweeper = sweeperOf();
    await sweeper.sweepOnce();
    const { rows } = await db.pool.query(
      `SELECT 1 FROM delivery_claims WHERE kind = 'ack_email' AND lead_id = $1`,
      [leadId],
    );
    expect(rows).toHaveLength(0);
    expect(acksOf(leadId)).toHaveLength(0);
  });

  it('When the worker died between claiming the acknowledgment and sending it, then the sweeper re-drives it once its claim expired and it is sent exactly once', async () => {
    const leadId = await seedStoredLead(db.pool, { email: 'crash.ack@example.com' });
    // What a worker killed after its claim and before its send leaves: a claim, no delivery, no job.
    await db.pool.query(
      `INSERT INTO delivery_claims (kind, subject_key, target, lead_id, token, claimed_until, attempts)
       VALUES ('ack_email', $1, 'lead', $2, 'killed-worker', now() + interval '1 minute', 1)`,
      [`lead-${leadId}`, leadId],
    );
    await announcedLongAgo(leadId);
    const sweeper = sweeperOf();
    // While the dead worker's claim holds, nothing is re-driven and a job sends nothing.
    await sweeper.sweepOnce();
    expect(await runAckJob(leadId)).toBe('held elsewhere');
    await db.pool.query(
      `UPDATE delivery_claims SET claimed_until = now() - interval '1 second'
        WHERE kind = 'ack_email' AND lead_id = $1`,
      [leadId],
    );
    expect(await sweeper.sweepOnce()).toBeGreaterThanOrEqual(1);
    await waitFor('the re-driven acknowledgment', () => acksOf(leadId)[0]);
    await sweeper.sweepOnce();
    expect(await runAckJob(leadId, `lead-${leadId}-ack-again`)).toBe('already sent');
    expect(acksOf(leadId)).toHaveLength(1);
    const { rows } = await db.pool.query<{ redrives: number }>(
      `SELECT redrives FROM delivery_claims WHERE kind = 'ack_email' AND lead_id = $1`,
      [leadId],
    );
    expect(rows[0]?.redrives).toBe(1);
  });
});
