import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { e2eDb } from '../support/db';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { insertE2ELead, staffScreenshots } from './support/leads';

let intake: TE2EStaff;
const run = randomBytes(3).toString('hex');
let leadId: number;

/** The texts of a lead as the provider's webhook and the worker record them, and its STOP. */
async function textsAndStop(id: number): Promise<void> {
  const db = await e2eDb();
  try {
    await db.query(
      `INSERT INTO lead_texts (lead_id, direction, purpose, body, provider_id, at) VALUES
         ($1, 'out', 'acknowledgment', 'Herrera Abogados: recibimos su mensaje.', 'SM1${run}', now() - interval '30 minutes'),
         ($1, 'in', 'reply', 'Gracias, llámenme mañana', 'SM2${run}', now() - interval '20 minutes'),
         ($1, 'in', 'opt-out', 'ALTO', 'SM3${run}', now() - interval '10 minutes')`,
      [id],
    );
    await db.query(
      `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = 'text-stop' WHERE id = $1`,
      [id],
    );
  } finally {
    await db.end();
  }
}

test.beforeAll(async () => {
  intake = addStaff('intake', { name: `Teresa ${run}` });
  leadId = await insertE2ELead({
    name: `Carmen Textos ${run}`,
    phone: '(915) 555-0161',
    form: 'contact-es',
    section: 'Contacto Español',
    situation: 'spouse',
  });
  await textsAndStop(leadId);
});

test.describe('Texts on the lead page (issue 29 §2)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('When a lead got the acknowledgment text, replied and then sent ALTO, then its timeline shows the three texts, the band says texts no, WhatsApp and Texto are closed, calls stay open; axe finds nothing', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto(getHref('staffLead', 'es', { id: String(leadId) }));
    const timeline = page.getByTestId('timeline');
    const texts = timeline.locator('[data-kind="text"]');
    await expect(texts).toHaveCount(3);
    await expect(texts.nth(0)).toContainText(
      'Mensaje de texto recibido: pidió no recibir más mensajes (no contactar)',
    );
    await expect(texts.nth(1)).toContainText('Mensaje de texto recibido');
    await expect(texts.nth(1)).toContainText('Gracias, llámenme mañana');
    await expect(texts.nth(2)).toContainText('Mensaje de texto enviado: acuse de recibo');
    await expect(page.getByTestId('contact-care')).toContainText('Textos o WhatsApp: No');
    await expect(page.locator('a[href^="https://wa.me/"], a[href^="sms:"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Llamar/ }).first()).toHaveAttribute(
      'href',
      'tel:+19155550161',
    );
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'lead-texts');
  });

  test('When the English lead page shows them, then the texts read in English', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await page.goto(getHref('staffLead', 'en', { id: String(leadId) }));
    const texts = page.getByTestId('timeline').locator('[data-kind="text"]');
    await expect(texts.nth(0)).toContainText(
      'Text received: asked for no more texts (do not contact)',
    );
    await expect(texts.nth(2)).toContainText('Text sent: acknowledgment');
  });
});
