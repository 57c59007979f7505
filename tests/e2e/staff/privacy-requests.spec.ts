import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { insertE2ELead, staffScreenshots } from './support/leads';

let admin: TE2EStaff;
// names of this run only: other specs store leads in the same database
const run = randomBytes(3).toString('hex');
const digits = String(1000 + (parseInt(run, 16) % 9000));

test.beforeAll(() => {
  admin = addStaff('admin', { name: `Admin ${run}` });
});

test.describe('Privacy requests, the export and corrections (issue 31 §2, §3)', () => {
  // sign-ins hash with argon2id on a shared 2-core machine
  test.describe.configure({ timeout: 90_000 });

  test('When an admin logs a request with a lead found by phone, exports it and corrects the lead’s phone, then each step shows', async ({
    page,
    context,
  }, testInfo) => {
    const leadId = await insertE2ELead({
      name: `Carmen ${run}`,
      phone: `915555${digits}`,
      email: `carmen-${run}@example.com`,
    });
    await signInAs(page, admin);
    await page.goto('/staff/privacidad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitudes de privacidad');
    // the lead found by its phone spelled another way
    await page.getByLabel('Buscar los prospectos de la solicitud').fill(`(915) 555-${digits}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Se encontró 1 prospecto')).toBeVisible();
    const form = page.getByTestId('privacy-new');
    await expect(
      form.getByLabel(`Vincular a Carmen ${run} (n.º ${leadId})`, { exact: false }),
    ).toBeChecked();
    await form.getByLabel('Qué pidió la persona').selectOption('access');
    await form.getByLabel('Cómo llegó').selectOption('email');
    await form.getByLabel('Quién la pidió').fill(`Carmen ${run}`);
    await form.getByLabel('Cómo se verificó su identidad').fill('Confirmó su fecha de nacimiento');
    await form.getByRole('button', { name: 'Registrar la solicitud' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('Solicitud registrada.');
    const request = page.locator('[data-testid^="privacy-request-"]').filter({
      hasText: `Carmen ${run}`,
    });
    await expect(request).toContainText('Ver sus datos (acceso)');
    await expect(request).toContainText('Vence el');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-requests-es');

    // the readable export opens in a new tab, in the lead's language
    const [exportPage] = await Promise.all([
      context.waitForEvent('page'),
      request.getByRole('link', { name: `Exportar el prospecto n.º ${leadId}` }).click(),
    ]);
    await exportPage.waitForLoadState();
    await expect(exportPage.getByRole('heading', { level: 1 })).toHaveText(
      'Los datos personales que tenemos sobre usted',
    );
    await expect(exportPage.getByText(`Carmen ${run}`).first()).toBeVisible();
    await staffScreenshots(exportPage, testInfo, 'privacy-export-es');
    await exportPage.close();

    // the correction of the phone, on the timeline with what it was
    await page.goto(`/staff/prospectos/${leadId}`);
    const correct = page.getByTestId('correct-form');
    await correct.getByLabel('Teléfono').fill(`915555${digits.slice(0, 3)}9`);
    await correct.getByLabel('Motivo de la corrección (obligatorio)').fill('La persona lo pidió');
    await correct.getByRole('button', { name: 'Guardar la corrección' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('Corrección guardada.');
    const timeline = page.getByTestId('timeline');
    await expect(timeline).toContainText('Corregido: Teléfono');
    await expect(timeline).toContainText(`Antes: 915555${digits}`);
    await expect(timeline).toContainText(`Ahora: 915555${digits.slice(0, 3)}9`);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-lead-correct-es');

    await page.goto('/en/staff/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy requests');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-requests-en');
  });
});
