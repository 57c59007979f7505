import { expect, test, type Page } from '@playwright/test';
import { runId } from '../support/run-id';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { e2eDb } from '../support/db';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { insertE2ELead, staffScreenshots } from './support/leads';

let intake: TE2EStaff;
const run = runId();
const ids: Record<string, number> = {};

/** Stores a lead's answers to the safety questions (the forms' tests cover how they get there). */
async function answer(id: number, columns: Record<string, string | boolean | null>) {
  const db = await e2eDb();
  try {
    await db.query(
      `UPDATE leads SET contact_call = $2, contact_call_hours = $3, contact_voicemail = $4,
                        contact_texts = $5 WHERE id = $1`,
      [id, columns.call, columns.hours, columns.voicemail, columns.texts],
    );
  } finally {
    await db.end();
  }
}

test.beforeAll(async () => {
  intake = addStaff('intake', { name: `Marta ${run}` });
  ids.careful = await insertE2ELead({
    name: `Rosa Cuidado ${run}`,
    phone: '(915) 555-0131',
    email: `rosa.${run}@example.com`,
    situation: 'abuse-victim',
  });
  await answer(ids.careful, { call: 'no', hours: null, voicemail: false, texts: false });
  ids.hours = await insertE2ELead({
    name: `Ana Horas ${run}`,
    phone: '(915) 555-0132',
    form: 'visa-en',
    locale: 'en',
    section: 'Visa T Inglés',
  });
  await answer(ids.hours, {
    call: 'hours',
    hours: 'weekdays 10 to 12',
    voicemail: null,
    texts: true,
  });
  ids.plain = await insertE2ELead({
    name: `Luis Normal ${run}`,
    phone: '(915) 555-0133',
    form: 'contact-es',
    section: 'Contacto Español',
    situation: 'spouse',
  });
});

const card = (page: Page, name: string) =>
  page.getByTestId('lead-row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('Contacto con precaución (issue 29 §1)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('When a member opens a lead that said not to call nor text, then the red band says what it allowed and Llamar, WhatsApp and Texto are disabled with the reason; Correo works; axe finds nothing', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto(getHref('staffLead', 'es', { id: String(ids.careful) }));
    const band = page.getByTestId('contact-care');
    await expect(band).toContainText('Contacto con precaución');
    await expect(band).toContainText('Alguien más podría ver o contestar este teléfono.');
    await expect(band).toContainText('Llamadas: No');
    await expect(band).toContainText('Mensaje de voz: No');
    await expect(band).toContainText('Textos o WhatsApp: No');
    await expect(
      page.locator('a[href^="tel:"], a[href^="sms:"], a[href^="https://wa.me/"]'),
    ).toHaveCount(0);
    const closed = page.locator('[aria-disabled="true"]');
    await expect(closed.filter({ hasText: 'Llamar' })).toContainText('No es seguro llamar');
    await expect(closed.filter({ hasText: 'WhatsApp' }).first()).toContainText(
      'No autorizó textos',
    );
    await expect(closed.filter({ hasText: 'Texto' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Correo/ })).toHaveAttribute(
      'href',
      `mailto:rosa.${run}@example.com`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('lead-page-band-375.png'), fullPage: true });
    await staffScreenshots(page, testInfo, 'lead-care');
  });

  test('When a member reads an English lead that may be called only at certain times, then the band names the hours and every button works', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await page.goto(getHref('staffLead', 'en', { id: String(ids.hours) }));
    const band = page.getByTestId('contact-care');
    await expect(band).toContainText('Contact with care');
    await expect(band).toContainText('Calls: Only at these times: weekdays 10 to 12');
    await expect(band).toContainText('Voicemail: Not answered');
    await expect(page.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+19155550132',
    );
    await expect(page.locator('[aria-disabled="true"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('When the inbox lists them on a phone, then the careful leads’ cards carry the band and the refused buttons closed, the others none', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto(`${getHref('staffLeads', 'es')}?q=${run}`);
    const careful = card(page, `Rosa Cuidado ${run}`);
    await expect(careful.getByTestId('contact-care')).toContainText('Contacto con precaución');
    await expect(careful.locator('a[href^="tel:"], a[href^="https://wa.me/"]')).toHaveCount(0);
    await expect(careful).toContainText('No es seguro llamar');
    await expect(card(page, `Luis Normal ${run}`).getByTestId('contact-care')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('inbox-cards-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('inbox-table-1280.png'), fullPage: true });
  });
});
