import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { runId } from '../support/run-id';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { insertE2ELead, staffScreenshots } from './support/leads';

let intake: TE2EStaff;
let admin: TE2EStaff;
const run = runId();
const ids: Record<string, number> = {};
// a phone of this run only, spelled two ways
const digits = `915${String(randomInt(10_000_000)).padStart(7, '0')}`;
const dashed = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
const international = `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

test.beforeAll(async () => {
  intake = addStaff('intake', { name: `Marta ${run}` });
  admin = addStaff('admin', { name: `Admin ${run}` });
  ids.lead = await insertE2ELead({
    name: `Rosa Pide ${run}`,
    phone: dashed,
    email: `rosa.${run}@example.com`,
  });
  ids.same = await insertE2ELead({ name: `Rosa Otra ${run}`, phone: international });
});

test.describe('No contactar (issue 31 §1)', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('When an intake member marks a lead from its page with a reason, then the band shows it, every contact button closes with the reason, and the lead with the same phone is marked too', async ({
    page,
  }, testInfo) => {
    await signInAs(page, intake);
    await page.goto(getHref('staffLead', 'es', { id: String(ids.lead) }));
    await expect(page.getByTestId('do-not-contact')).toHaveCount(0);
    // without a reason the page says what is missing, in Spanish
    await page.getByRole('button', { name: 'Marcar «no contactar»' }).click();
    await expect(page.locator('#do-not-contact-reason-error')).toHaveText(
      'Por favor escriba el motivo (quién lo pidió y cómo).',
    );
    await page.getByLabel('Motivo').fill('Llamó y pidió que no la contactemos');
    await page.getByRole('button', { name: 'Marcar «no contactar»' }).click();
    await expect(page.getByTestId('staff-alert').first()).toContainText(
      'Quedó marcado «no contactar»',
    );
    const band = page.getByTestId('do-not-contact').first();
    await expect(band).toContainText('No contactar');
    await expect(band).toContainText('Llamó y pidió que no la contactemos');
    await expect(
      page.locator(
        'a[href^="tel:"], a[href^="sms:"], a[href^="https://wa.me/"], a[href^="mailto:"]',
      ),
    ).toHaveCount(0);
    await expect(page.getByTestId('contact-closed')).toContainText(
      'No contactar: Llamó y pidió que no la contactemos',
    );
    // no way to reach the person: "Llamar de nuevo" and a call recorded by hand say why instead
    await expect(page.getByTestId('follow-up-form')).toHaveCount(0);
    await expect(page.getByTestId('follow-up-closed')).toHaveText(
      'No contactar: Llamó y pidió que no la contactemos',
    );
    await expect(page.getByRole('button', { name: 'Guardar la llamada' })).toHaveCount(0);
    await expect(page.getByTestId('call-record-closed')).toContainText(
      'No contactar: Llamó y pidió que no la contactemos',
    );
    await expect(page.getByText('Solo un administrador puede quitar esta marca.')).toBeVisible();
    await expect(page.getByTestId('timeline')).toContainText('Marcado «no contactar»');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'lead-do-not-contact');

    await page.goto(getHref('staffLead', 'es', { id: String(ids.same) }));
    await expect(page.getByTestId('do-not-contact').first()).toContainText(
      'Llamó y pidió que no la contactemos',
    );
    await page.goto(`${getHref('staffLeads', 'es')}?q=${run}`);
    // this run's two leads (another spec's random text may contain the run's letters too)
    const rows = page
      .getByTestId('lead-row')
      .filter({ hasText: new RegExp(`Rosa (Pide|Otra) ${run}`) });
    await expect(rows).toHaveCount(2);
    await expect(rows.getByTestId('do-not-contact')).toHaveCount(2);
    await expect(rows.locator('a[href^="tel:"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'inbox-do-not-contact');
  });

  test('When an admin lifts the mark in English with a reason, then the buttons come back', async ({
    page,
  }, testInfo) => {
    await signInAs(page, admin);
    await page.goto(getHref('staffLead', 'en', { id: String(ids.lead) }));
    await page.getByLabel('Why it is lifted').fill('She called to resume her case');
    await page.getByRole('button', { name: 'Lift do not contact' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('Do not contact was lifted.');
    await expect(page.getByTestId('do-not-contact')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      `tel:+1${digits}`,
    );
    await expect(page.getByTestId('timeline')).toContainText('Do not contact lifted');
    await expect(page.getByTestId('follow-up-form')).toHaveCount(1);
    await expect(page.getByTestId('follow-up-closed')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'lead-do-not-contact-lifted');
  });

  test('When a member marks from a page opened before someone else marked the lead, then the page says it was marked already, the first reason stays and the repeat is in the history', async ({
    page,
    context,
  }, testInfo) => {
    await signInAs(page, admin);
    const href = getHref('staffLead', 'es', { id: String(ids.lead) });
    await page.goto(href);
    const other = await context.newPage();
    await other.goto(href);
    await other
      .getByLabel('Motivo', { exact: true })
      .fill('Pidió por correo que no la contactemos');
    await other.getByRole('button', { name: 'Marcar «no contactar»' }).click();
    await expect(other.getByTestId('staff-alert').first()).toContainText('Quedó marcado');
    await other.close();

    await page.getByLabel('Motivo', { exact: true }).fill('Lo repitió por teléfono');
    await page.getByRole('button', { name: 'Marcar «no contactar»' }).click();

    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'Este prospecto ya estaba marcado «no contactar». Se conserva el primer motivo y el suyo quedó anotado en el historial.',
    );
    await expect(page.getByTestId('do-not-contact').first()).toContainText(
      'Pidió por correo que no la contactemos',
    );
    await expect(page.getByTestId('timeline')).toContainText('Lo repitió por teléfono');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'lead-do-not-contact-again');
  });
});
