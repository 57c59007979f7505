import { CONSENT_VERSION } from '@firm/shared/forms/consent';
import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { NOTIFY_INTAKE_JOB } from '@firm/shared/jobs/notify-intake.job';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { waitFor } from '../../support/wait-for';
import { seedLead } from '../../support/seed-lead';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

describe('intake e-mail over SMTP', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let worker: TTestWorker;

  beforeAll(async () => {
    db = await createIsolatedDatabase('smtp');
    smtp = await startSmtpSink();
    worker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'redis', url: testRedisUrl() },
      queueName: uniqueQueueName('smtp'),
      smtpUrl: smtp.url,
    });
  });
  afterAll(async () => {
    await worker.close();
    await smtp.close();
    await db.drop();
  });

  const mailsFor = (leadId: number) => smtp.received.filter((mail) => mail.leadId === leadId);

  it('When the SMTP server fails twice and then works, then exactly one e-mail is delivered', async () => {
    const leadId = await seedLead(db.pool);
    smtp.failNext(2);
    await worker.queue.addBulk(jobsForLead(leadId));
    const [mail] = await waitFor(
      'the intake e-mail',
      () => mailsFor(leadId).length > 0 && mailsFor(leadId),
    );
    await waitFor(
      'its delivery record',
      async () =>
        (await db.pool.query('SELECT 1 FROM deliveries WHERE lead_id = $1', [leadId])).rowCount ===
        1,
    );
    // Give a duplicate the time to show up, if the code had one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.refused()).toBe(2);
    expect(mailsFor(leadId)).toHaveLength(1);
    expect(mail?.to).toEqual(['intake@firm.test']);
    expect(mail?.messageId).toBe(`<lead-${leadId}.intake@firm.test>`);
    const deliveries = await db.pool.query(
      "SELECT target FROM deliveries WHERE kind = 'intake_email' AND lead_id = $1",
      [leadId],
    );
    expect(deliveries.rows).toEqual([{ target: 'intake' }]);
  });

  it('When the notification job runs again for the same lead, then no second e-mail is sent', async () => {
    const leadId = await seedLead(db.pool);
    await worker.queue.addBulk(jobsForLead(leadId));
    await waitFor('the first e-mail', () => mailsFor(leadId).length === 1);
    await waitFor(
      'its delivery record',
      async () =>
        (await db.pool.query('SELECT 1 FROM deliveries WHERE lead_id = $1', [leadId])).rowCount ===
        1,
    );
    const rerun = await worker.queue.add(
      NOTIFY_INTAKE_JOB.name,
      { leadId },
      { jobId: `rerun-${leadId}` },
    );
    await waitFor('the re-run to finish', async () => (await rerun.isCompleted()) || undefined);
    expect(mailsFor(leadId)).toHaveLength(1);
    expect(await (await worker.queue.getJob(`rerun-${leadId}`))?.returnvalue).toBe('already sent');
  });

  it('When the e-mail is rendered, then it is Spanish HTML and text with every field, the source, the consent record and the inbox link', async () => {
    const leadId = await seedLead(db.pool, { situacion: 'spouse' });
    await worker.queue.addBulk(jobsForLead(leadId));
    const [mail] = await waitFor(
      'the e-mail',
      () => mailsFor(leadId).length > 0 && mailsFor(leadId),
    );
    const text = mail?.text ?? '';
    const html = mail?.html ?? '';
    expect(mail?.parsed.headers.get('content-type')).toMatchObject({
      value: 'multipart/alternative',
    });
    expect(html).toContain(`<a href="https://staff.firm.test/prospectos/${leadId}"`);
    expect(html).toContain('<html lang="es">');
    for (const expected of [
      'María José bPérezb',
      'Correo: maria.jose@example.com',
      'Sección: Contacto Español - google',
      'Formulario: Página de contacto',
      'Página: https://www.herreraimmigrationlaw.com/contacto',
      'Fuente de campaña: google',
      'Aceptó términos y contacto: Sí',
      `Versión del texto de consentimiento: ${CONSENT_VERSION}`,
      `https://staff.firm.test/prospectos/${leadId}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Huella SHA-256 del texto: [0-9a-f]{64}/);
  });
});
