import { randomUUID } from 'node:crypto';
import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import { UNSOLICITED_REFERRAL_RULE, UNSOLICITED_REFERRAL_TAG } from '@firm/shared/leads/lead-flags';
import { insertReferralBatch } from '@firm/leads-api/referrals/referrals.repository';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { waitFor } from '../../support/wait-for';
import { startMailBrowser } from './support/mail-browser';
import { addTestStaff } from '../../support/staff';
import { seedLeadRecord, seedStoredLead } from '../../support/seed-lead';
import { startSmtpSink, type TReceivedMail, type TSmtpSink } from '../../support/smtp-sink';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

jest.setTimeout(60_000);

const PHONE_WIDTH = 375;
const LONG_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A546U Build/UP1A.231005.007; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 [FBAN/EMA;FBLC/es_LA;FBAV/440.0.0.0.46;]';
const LONG_PAGE =
  'https://www.herreraimmigrationlaw.com/visa-vawa?utm_source=facebook&utm_medium=paid_social&' +
  'utm_campaign=vawa_noviembre_2026_ciudad_juarez_el_paso&fbclid=IwAR3xQ9kLmNoPqRsTuVwXyZ0123456789abcdefghijkl';

describe('the intake e-mail as the worker sends it', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let worker: TTestWorker;
  let browser: Awaited<ReturnType<typeof startMailBrowser>>;

  beforeAll(async () => {
    db = await createIsolatedDatabase('intakemail');
    smtp = await startSmtpSink();
    worker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'redis', url: testRedisUrl() },
      queueName: uniqueQueueName('intakemail'),
      smtpUrl: smtp.url,
    });
    browser = await startMailBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await worker.close();
    await smtp.close();
    await db.drop();
  });

  async function mailOf(leadId: number): Promise<TReceivedMail> {
    await worker.queue.addBulk(jobsForLead(leadId));
    return waitFor('the intake e-mail', () => smtp.received.find((mail) => mail.leadId === leadId));
  }

  const usLead = {
    name: 'María José Pérez',
    phone: '(915) 555-0123',
    email: 'maria.jose@example.com',
    situation: 'spouse',
    message: 'Pueden llamarme después de las 5:30 pm, ¿sí?',
    page_url: LONG_PAGE,
    user_agent: LONG_USER_AGENT,
  };

  it('When a lead with a US phone is sent, then the subject names the person and the situation in words, and the headers keep their ids', async () => {
    const leadId = await seedStoredLead(db.pool, usLead);
    const mail = await mailOf(leadId);
    expect(mail.subject).toBe(
      'Nuevo prospecto: María José Pérez — A través de mi esposo(a) ciudadano(a) o residente',
    );
    const lines = mail.parsed.headerLines.map((header) => header.line);
    expect(lines).toContain(`Message-ID: <lead-${leadId}.intake@firm.test>`);
    expect(lines).toContain(`X-Lead-Id: ${leadId}`);
  });

  it('When a lead with a US phone is read on a phone, then Llamar, WhatsApp, Texto and Correo come first, in E.164, each at least 44 px tall, then the message, the lead link and the technical details, with nothing wider than the screen', async () => {
    const leadId = await seedStoredLead(db.pool, usLead);
    const mail = await mailOf(leadId);
    const shown = await browser.render(mail.html, PHONE_WIDTH, 'intake-us');
    try {
      expect(shown.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
      const byText = new Map(shown.links.map((link) => [link.text, link]));
      expect(byText.get('Llamar')?.href).toBe('tel:+19155550123');
      expect(byText.get('Texto')?.href).toBe('sms:+19155550123');
      expect(byText.get('Correo')?.href).toBe('mailto:maria.jose@example.com');
      const whatsapp = new URL(byText.get('WhatsApp')?.href ?? 'about:blank');
      expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/19155550123');
      expect(whatsapp.searchParams.get('text')).toMatch(/^Hola, María\. /);
      for (const label of ['Llamar', 'WhatsApp', 'Texto', 'Correo'])
        expect(byText.get(label)?.height).toBeGreaterThanOrEqual(44);
      const leadLink = shown.links.find(
        (link) => link.href === `https://staff.firm.test/prospectos/${leadId}`,
      );
      expect(leadLink?.height).toBeGreaterThanOrEqual(44);
      const at = (needle: string) => shown.text.indexOf(needle);
      expect(at('María José Pérez')).toBeGreaterThanOrEqual(0);
      expect(at('(915) 555-0123')).toBeGreaterThan(at('A través de mi esposo(a)'));
      expect(at('Llamar')).toBeGreaterThan(at('María José Pérez'));
      expect(at(usLead.message)).toBeGreaterThan(at('Correo'));
      expect(at(leadLink?.text ?? '?')).toBeGreaterThan(at(usLead.message));
      expect(at('Detalles técnicos')).toBeGreaterThan(at(leadLink?.text ?? '?'));
      expect(at('203.0.113.7')).toBeGreaterThan(at('Detalles técnicos'));
      expect(at(seedLeadRecord().consent_sha256 ?? '?')).toBeGreaterThan(at('Detalles técnicos'));
      const fontSize = await shown.page.evaluate(() =>
        parseFloat(getComputedStyle(document.querySelector('p') ?? document.body).fontSize),
      );
      expect(fontSize).toBeGreaterThanOrEqual(14);
      await browser.render(mail.html, 1280, 'intake-us').then((wide) => wide.close());
    } finally {
      await shown.close();
    }
  });

  it('When the e-mail is read as plain text, then it says the same in the same order: name, situation, phone and its links, message, lead link, technical details', async () => {
    const leadId = await seedStoredLead(db.pool, usLead);
    const { text } = await mailOf(leadId);
    const order = [
      'María José Pérez',
      'Situación: A través de mi esposo(a) ciudadano(a) o residente',
      '(915) 555-0123',
      'Llamar: tel:+19155550123',
      'WhatsApp: https://wa.me/19155550123\n',
      'Texto: sms:+19155550123',
      'Correo: maria.jose@example.com',
      usLead.message,
      `https://staff.firm.test/prospectos/${leadId}`,
      'Detalles técnicos',
      'IP: 203.0.113.7',
      `Navegador: ${LONG_USER_AGENT}`,
    ].map((line) => text.indexOf(line));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('When the lead gave a Mexican phone on an English form and no situation, then the links dial +52, WhatsApp greets in English and the subject names the form in words', async () => {
    const leadId = await seedStoredLead(db.pool, {
      name: 'John Smith',
      phone: '+52 656 123 4567',
      email: null,
      locale: 'en',
      form_variant: 'contact-en',
      section: 'Contacto Inglés',
      situation: null,
    });
    const mail = await mailOf(leadId);
    expect(mail.subject).toBe('Nuevo prospecto: John Smith — Página de contacto');
    const shown = await browser.render(mail.html, PHONE_WIDTH, 'intake-mx');
    try {
      expect(shown.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
      const byText = new Map(shown.links.map((link) => [link.text, link.href]));
      expect(byText.get('Llamar')).toBe('tel:+526561234567');
      expect(byText.get('Texto')).toBe('sms:+526561234567');
      expect(byText.has('Correo')).toBe(false);
      const whatsapp = new URL(byText.get('WhatsApp') ?? 'about:blank');
      expect(whatsapp.pathname).toBe('/526561234567');
      expect(whatsapp.searchParams.get('text')).toMatch(/^Hi John, /);
      expect(shown.text).toContain('+52 656 123 4567');
      expect(shown.text).toContain('Inglés');
    } finally {
      await shown.close();
    }
  });

  it('When the lead is a referral, then its tag and the firm rule open the e-mail, the tag fills the subject, and WhatsApp opens with no greeting', async () => {
    const record = seedLeadRecord();
    const batchId = await insertReferralBatch(
      db.pool,
      {
        idempotencyKey: randomUUID(),
        referrerName: 'Ana Ruiz',
        referrerPhone: '9155550199',
        locale: 'es',
        pageUrl: 'https://www.herreraimmigrationlaw.com/referidos',
        attribution: {},
        consentSha256: record.consent_sha256 ?? '',
        consentVersion: record.consent_version ?? '',
        ip: '203.0.113.9',
        userAgent: 'jest',
        isSpam: false,
      },
      [
        {
          ...record,
          origin: 'referral',
          form_variant: 'referrals',
          name: 'Luis Gómez',
          phone: '9155550177',
          email: null,
          message: 'Referido de: Ana Ruiz Teléfono: 9155550199',
          section: 'Referidos',
        },
      ],
    );
    const { rows } = await db.pool.query<{ id: number }>(
      'SELECT id FROM leads WHERE referral_batch_id = $1',
      [batchId],
    );
    const leadId = rows[0]?.id ?? 0;
    const mail = await mailOf(leadId);
    expect(mail.subject).toBe(`Nuevo prospecto: Luis Gómez — ${UNSOLICITED_REFERRAL_TAG.es}`);
    const shown = await browser.render(mail.html, PHONE_WIDTH, 'intake-referral');
    try {
      expect(shown.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
      const at = (needle: string) => shown.text.indexOf(needle);
      expect(at(UNSOLICITED_REFERRAL_TAG.es)).toBeGreaterThan(at('Luis Gómez'));
      expect(at(UNSOLICITED_REFERRAL_RULE.es)).toBeGreaterThan(at(UNSOLICITED_REFERRAL_TAG.es));
      expect(at('Llamar')).toBeGreaterThan(at(UNSOLICITED_REFERRAL_RULE.es));
      expect(at('Ana Ruiz')).toBeGreaterThan(0);
      const whatsapp = shown.links.find((link) => link.text === 'WhatsApp');
      expect(whatsapp?.href).toBe('https://wa.me/19155550177');
    } finally {
      await shown.close();
    }
    expect(mail.text.indexOf(UNSOLICITED_REFERRAL_RULE.es)).toBeLessThan(
      mail.text.indexOf('Llamar: tel:+19155550177'),
    );
  });

  it('When the lead is marked "do not contact" and matches a contact erased on request, then the e-mail says both before anything else, and offers no way to reach the person', async () => {
    const leadId = await seedStoredLead(db.pool, { ...usLead, phone: '(915) 555-0199' });
    const admin = await addTestStaff(db.pool, { role: 'admin' });
    const stub = await db.pool.query<{ id: number }>(
      `INSERT INTO erased_contacts (form_variant, erased_by, reason, lead_count, erased_at)
       VALUES ('contact-es', $1, 'Solicitud', 1, '2026-03-02T18:00:00Z') RETURNING id`,
      [admin.id],
    );
    await db.pool.query(
      `INSERT INTO lead_erased_contact_matches (lead_id, erasure_id, erased_at)
       VALUES ($1, $2, '2026-03-02T18:00:00Z')`,
      [leadId, stub.rows[0]!.id],
    );
    await db.pool.query(
      `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = '[erased]' WHERE id = $1`,
      [leadId],
    );

    const mail = await mailOf(leadId);

    expect(mail.subject).toBe('Nuevo prospecto: María José Pérez — NO CONTACTAR');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('*** NO CONTACTAR ***');
    expect(text).toContain('*** Contacto eliminado a petición el 2 mar');
    expect(text.indexOf('NO CONTACTAR ***')).toBeLessThan(text.indexOf('Teléfono:'));
    expect(text).not.toMatch(/^(Llamar|WhatsApp|Texto):/m);
    expect(mail.parsed.html || '').not.toMatch(/href="(tel|sms|mailto):|wa\.me/);
  });

  it('When the name and message hold markup, quotes, line breaks and U+2028, then the subject stays one header and the HTML shows them as text', async () => {
    const name = 'Ana "><img src=x onerror=alert(1)>\r\nBcc: victim@example.com\u2028O\'Neil-Smith';
    const message = '<script>alert(1)</script> =HYPERLINK("http://x.test") llame 5:30-7pm, ¿sí?';
    const leadId = await seedStoredLead(db.pool, { name, message });
    const mail = await mailOf(leadId);
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.subject).toBe(
      'Nuevo prospecto: Ana "><img src=x onerror=alert(1)> Bcc: victim@example.com O\'Neil-Smith — Página de contacto',
    );
    expect(mail.html).not.toMatch(/<img|<script/i);
    const shown = await browser.render(mail.html, PHONE_WIDTH, 'intake-hostile');
    try {
      expect(await shown.page.locator('img, script').count()).toBe(0);
      expect(shown.text).toContain('Ana "><img src=x onerror=alert(1)>');
      expect(shown.text).toContain(message);
    } finally {
      await shown.close();
    }
  });
});
