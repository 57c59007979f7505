import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { insertE2ELead, staffScreenshots } from './support/leads';

let admin: TE2EStaff;
// names of this run only: other specs store leads in the same database
const run = randomBytes(3).toString('hex');
const digits = String(1000 + (parseInt(run, 16) % 9000));

/** The headings of a lead's working cards: contact, call back, owner, marks, status, note, privacy. */
const WORKING_CARDS = ['contact', 'follow-up', 'owner', 'dnc', 'status', 'note', 'privacy']
  .map((card) => `#${card}-heading`)
  .join(', ');

test.beforeAll(() => {
  admin = addStaff('admin', { name: `Admin ${run}` });
});

test.describe('Erasure with a conflict stub, and legal holds (issue 31 §3)', () => {
  // sign-ins hash with argon2id on a shared 2-core machine
  test.describe.configure({ timeout: 90_000 });

  test('When an admin holds, lifts and then erases a lead from its page, then its data is gone and a new lead from the same phone shows “Contacto eliminado a petición el …”', async ({
    page,
  }, testInfo) => {
    const leadId = await insertE2ELead({
      name: `Rosa Borrable ${run}`,
      phone: `915777${digits}`,
      email: `rosa-${run}@example.com`,
    });
    await signInAs(page, admin);
    await page.goto(`/staff/prospectos/${leadId}`);

    // a legal hold blocks the erasure
    await page.getByLabel('Motivo de la retención (obligatorio)').fill('Litigio pendiente');
    await page.getByRole('button', { name: 'Poner retención legal' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('Se puso la retención legal.');
    await expect(page.getByTestId('legal-hold')).toContainText('Motivo: Litigio pendiente');
    await expect(page.getByTestId('erase-form')).toHaveCount(0);
    await expect(
      page.getByText('Hay una retención legal: levántela antes de eliminar.'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-hold-es');
    await page.getByLabel('Motivo para levantarla (obligatorio)').fill('Terminó el litigio');
    await page.getByRole('button', { name: 'Levantar la retención legal' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'Se levantó la retención legal.',
    );

    // the working cards are there before the erasure
    await expect(page.locator(WORKING_CARDS)).toHaveCount(7);

    // the erasure, with its reason and the confirming box
    const erase = page.getByTestId('erase-form');
    await erase.getByLabel('Motivo de la eliminación (obligatorio)').fill('Solicitud verificada');
    await erase.getByLabel('Entiendo que la eliminación no se puede deshacer.').check();
    await erase.getByRole('button', { name: 'Eliminar los datos' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'Se eliminaron los datos de la persona; queda una huella para revisar conflictos.',
    );
    await expect(
      page.getByText('Los datos personales de este contacto se eliminaron'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${leadId}`);
    await expect(page.getByText(`Rosa Borrable ${run}`)).toHaveCount(0);
    // when, by whom and why; and none of the working cards
    const erased = page.getByTestId('lead-erased');
    await expect(erased).toContainText(`Los eliminó Admin ${run}.`);
    await expect(erased).toContainText('Motivo: Solicitud verificada');
    await expect(erased).toContainText('No se conserva nada personal');
    for (const testId of ['lead-phone', 'open-calls', 'follow-up-form', 'contact-closed'])
      await expect(page.getByTestId(testId)).toHaveCount(0);
    await expect(page.locator(WORKING_CARDS)).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Enviar de nuevo/ })).toHaveCount(0);
    await expect(page.getByTestId('timeline')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-erased-es');
    await page.goto(`/en/staff/leads/${leadId}`);
    await expect(page.getByTestId('lead-erased')).toContainText(`Erased by Admin ${run}.`);
    await expect(page.getByTestId('lead-erased')).toContainText('Nothing personal is kept');
    await expect(page.locator(WORKING_CARDS)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-erased-en');

    // a new lead from the same phone, spelled another way, shows the stub's notice
    const newLead = await insertE2ELead({
      name: `Rosa Nueva ${run}`,
      phone: `+1 (915) 777-${digits}`,
    });
    await page.goto(`/staff/prospectos/${newLead}`);
    await expect(page.getByTestId('erased-contact-match')).toContainText(
      'Contacto eliminado a petición el',
    );
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-stub-match-es');
    await page.goto(`/en/staff/leads/${newLead}`);
    await expect(page.getByTestId('erased-contact-match')).toContainText(
      'Contact erased on request on',
    );
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-stub-match-en');
  });
});
