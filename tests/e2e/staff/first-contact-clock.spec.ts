import { expect, test, type Page } from '@playwright/test';
import { runId } from '../support/run-id';
import { isoToFirmLocal } from '@firm/shared/staff/firm-time';
import { axeViolations } from '../support/axe';
import { e2eDb } from '../support/db';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { insertE2ELead, staffScreenshots } from './support/leads';

let intake: TE2EStaff;
let admin: TE2EStaff;
// names of this run only: other specs store leads in the same database
const run = runId();
const ids: Record<string, number> = {};
const HOUR = 3_600_000;

/** Sets a call back on a lead for a member straight in the database (alerted already: no e-mail). */
async function insertFollowUp(leadId: number, email: string, dueAt: Date, note: string) {
  const db = await e2eDb();
  try {
    await db.query(
      `INSERT INTO lead_follow_ups (lead_id, actor_id, due_at, note, alerted_at)
       SELECT $1, id, $3, $4, now() FROM staff_accounts WHERE email = $2`,
      [leadId, email, dueAt, note],
    );
  } finally {
    await db.end();
  }
}

test.beforeAll(async () => {
  intake = addStaff('intake', { name: `Sofía ${run}` });
  admin = addStaff('admin');
  ids.late = await insertE2ELead({
    name: `Tarde Uno ${run}`,
    phone: '9155550111',
    receivedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    firstContactDueAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  });
  ids.fresh = await insertE2ELead({
    name: `A Tiempo ${run}`,
    phone: '9155550112',
    firstContactDueAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  });
  ids.noScript = await insertE2ELead({
    name: `Sin Script ${run}`,
    phone: '9155550114',
    firstContactDueAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  });
  ids.followUp = await insertE2ELead({
    name: `Seguimiento ${run}`,
    phone: '9155550113',
    status: 'Contacted',
  });
  await insertFollowUp(
    ids.followUp,
    intake.email,
    new Date(Date.now() - 10 * 60_000),
    'Después de su trabajo',
  );
});

/** A card of the inbox (a table row on a laptop) by the lead's name. */
const card = (page: Page, name: string) =>
  page.getByTestId('lead-row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('The first-contact clock in the staff area', () => {
  // sign-ins hash with argon2id on a shared 2-core machine
  test.describe.configure({ timeout: 60_000 });

  test('When a lead is past its due time, then its inbox card on a phone is red and says how long it waited in office time', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos?q=${run}`);
    const late = card(page, `Tarde Uno ${run}`);
    await expect(late).toHaveAttribute('data-overdue', 'true');
    await expect(late.getByTestId('lead-overdue')).toHaveText(
      /^Atrasado · esperando \d+ (h|min)( \d+ min)? en horario de oficina$/,
    );
    await expect(late).toHaveCSS('background-color', 'rgb(253, 236, 234)');
    const fresh = card(page, `A Tiempo ${run}`);
    await expect(fresh).not.toHaveAttribute('data-overdue', 'true');
    await expect(fresh.getByTestId('lead-overdue')).toHaveCount(0);
    await expect(card(page, `Seguimiento ${run}`).getByTestId('lead-overdue')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'clock-inbox');

    await page.goto(`/en/staff/leads?q=${run}`);
    await expect(card(page, `Tarde Uno ${run}`).getByTestId('lead-overdue')).toContainText(
      'of office time',
    );
  });

  test('When a member sets "Llamar de nuevo" on the lead page, then it is listed, on the timeline, and can be marked done', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos/${ids.late}`);
    await expect(page.getByTestId('lead-overdue')).toContainText('Atrasado');
    const form = page.getByTestId('follow-up-form');
    const due = isoToFirmLocal(new Date(Date.now() + 26 * HOUR).toISOString());
    await form.getByLabel('Fecha y hora (hora de El Paso)').fill(due);
    await form.getByLabel('Nota para la llamada (opcional)').fill('Prefiere después de las 5');
    await form.getByRole('button', { name: 'Guardar la llamada' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'Quedó anotado: llamar de nuevo.',
    );
    const open = page.getByTestId('open-follow-ups').getByRole('listitem');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText('Llamar:');
    await expect(open).toContainText('Prefiere después de las 5');
    await expect(page.getByTestId('timeline').getByRole('listitem').first()).toContainText(
      'Llamar de nuevo:',
    );
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'clock-lead-follow-up');

    await open.getByRole('button', { name: /^Marcar como hecha la llamada del/ }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'La llamada pendiente se marcó como hecha.',
    );
    await expect(page.getByTestId('open-follow-ups')).toHaveCount(0);
    await expect(page.getByTestId('timeline')).toContainText('Marcado como hecho el');
  });

  test('When the date posted has passed, then the page says so beside the field, in Spanish', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos/${ids.fresh}`);
    const field = page.getByLabel('Fecha y hora (hora de El Paso)');
    // the browser refuses a past time itself (min); the server's refusal is what a stale page meets
    await field.evaluate((input) => input.removeAttribute('min'));
    await field.fill(isoToFirmLocal(new Date(Date.now() - 2 * HOUR).toISOString()));
    await page.getByRole('button', { name: 'Guardar la llamada' }).click();
    await expect(page.locator('#follow-up-due-error')).toHaveText(
      'Esa fecha y hora ya pasaron. Por favor elija una hora de ahora en adelante.',
    );
    await expect(page.getByTestId('open-follow-ups')).toHaveCount(0);
  });

  test('When the page is used without JavaScript, then "Llamar de nuevo" still sets the call back', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos/${ids.noScript}`);
    const due = isoToFirmLocal(new Date(Date.now() + 50 * HOUR).toISOString());
    await page.getByLabel('Fecha y hora (hora de El Paso)').fill(due);
    await page.getByRole('button', { name: 'Guardar la llamada' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'Quedó anotado: llamar de nuevo.',
    );
    await expect(page.getByTestId('open-follow-ups').getByRole('listitem')).toHaveCount(1);
    await context.close();
  });

  test('When a member opens the staff home, then "Para hoy" lists their late call back and the overdue count shows in red', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Para hoy' })).toBeVisible();
    const item = page
      .getByTestId('follow-ups-today')
      .getByRole('listitem')
      .filter({ hasText: `Seguimiento ${run}` });
    await expect(item).toContainText('Atrasada · Llamar:');
    await expect(item).toContainText('Después de su trabajo');
    await expect(item.getByRole('link', { name: `Seguimiento ${run}` })).toHaveAttribute(
      'href',
      `/staff/prospectos/${ids.followUp}`,
    );
    await expect(page.getByTestId('today-overdue')).toHaveText(/^[1-9]\d*$/);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'clock-staff-home');

    await page.goto('/en/staff');
    await expect(page.getByRole('heading', { name: 'For today' })).toBeVisible();
  });

  test('When an admin sets the first-contact target, then it is saved and refused when out of range', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, admin);
    await page.goto('/staff/enrutamiento');
    const field = page.getByLabel('Minutos en horario de oficina');
    await expect(field).toHaveValue(/^\d+$/);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'clock-target');
    await field.evaluate((input) => input.removeAttribute('max'));
    await field.fill('900');
    await page.getByRole('button', { name: 'Guardar el tiempo' }).click();
    await expect(page.locator('#first-contact-target-error')).toHaveText(
      'Por favor escriba un número entero de minutos entre 1 y 480.',
    );
    await page.getByLabel('Minutos en horario de oficina').fill('15');
    await page.getByRole('button', { name: 'Guardar el tiempo' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'El tiempo para el primer contacto se guardó.',
    );
  });
});
