import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectOnlyError, openForm, submitOf } from './helpers/form';
import { expectIntakeEmail, referralLeadsOf } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';

const PATH = '/formulario/referidos';

function parts(form: Locator) {
  const mine = form.getByRole('group', { name: 'Sus datos (quien recomienda)' });
  const theirs = form.getByRole('group', { name: 'Persona que usted recomienda' });
  return {
    name: mine.getByLabel('Nombre', { exact: true }),
    phone: mine.getByLabel('Teléfono', { exact: true }),
    entryName: theirs.getByLabel('Nombre', { exact: true }),
    entryPhone: theirs.getByLabel('Teléfono', { exact: true }),
    save: theirs.getByRole('button', { name: /^(AGREGAR|EDITAR)$/ }),
    table: form.getByTestId('referrals-table'),
    empty: form.getByTestId('referrals-empty'),
    consent: form.getByRole('checkbox'),
  };
}

async function addReferral(form: Locator, name: string, phone: string): Promise<void> {
  const p = parts(form);
  await p.entryName.fill(name);
  await p.entryPhone.fill(phone);
  await p.save.click();
}

test.describe('Referrals form', () => {
  test('When the form is shown, then above the referral list it says to refer only people who asked to be called', async ({
    page,
  }) => {
    const form = await openForm(page, PATH, 'referrals');
    const p = parts(form);
    const line = form.getByTestId('referrals-only-asked');
    await expect(line).toHaveText('Refiera solo a personas que le pidieron que les llamemos.');
    const [lineBox, tableBox] = [await line.boundingBox(), await p.empty.boundingBox()];
    expect(lineBox && tableBox && lineBox.y + lineBox.height <= tableBox.y).toBe(true);
  });

  test('When the form is sent field by field, then the messages come in the order name, phone, referrals, terms', async ({
    page,
  }) => {
    const form = await openForm(page, PATH, 'referrals');
    const p = parts(form);
    await submitOf(form).click();
    await expectOnlyError(form, p.name, 'Por favor ingrese su nombre.');
    await p.name.fill('Rita');
    await submitOf(form).click();
    await expectOnlyError(form, p.phone, 'Por favor ingrese un número de teléfono válido.');
    await p.phone.fill('9155550142');
    await submitOf(form).click();
    await expect(form.locator('[data-field-error]')).toHaveText(
      'Por favor ingrese al menos un referido.',
    );
    await expect(p.entryName).toBeFocused();
    await addReferral(form, 'Luis', '9155550143');
    await submitOf(form).click();
    await expectOnlyError(form, p.consent, 'Por favor acepte los términos y condiciones.');
  });

  test('When referrals are added, edited and deleted, then the table follows and the empty message returns', async ({
    page,
  }) => {
    const form = await openForm(page, PATH, 'referrals');
    const p = parts(form);
    await expect(p.empty).toHaveText('No hay referidos aún');

    await p.entryName.pressSequentially('Luis 2 Pérez!');
    await expect(p.entryName).toHaveValue('Luis  Pérez');
    await p.entryName.fill('Luis Pérez');
    await p.entryPhone.pressSequentially('915-555-0143-999');
    await expect(p.entryPhone).toHaveValue('91555501439');
    await p.save.click();
    await expect(p.table.getByRole('row')).toHaveCount(2);
    await expect(p.table).toContainText('Luis Pérez');
    await expect(p.entryName).toHaveValue('');

    await p.entryName.fill('Eva');
    await p.save.click();
    await expect(form.locator('[data-field-error]')).toHaveText(
      'Por favor ingrese un número de teléfono válido.',
    );
    await p.entryPhone.fill('9155550144');
    await p.save.click();
    await expect(p.table.getByRole('row')).toHaveCount(3);

    await p.table.getByRole('button', { name: 'EDITAR Luis Pérez' }).click();
    await expect(p.save).toHaveText('EDITAR');
    await expect(p.entryName).toHaveValue('Luis Pérez');
    await p.entryName.fill('Luis Ángel');
    await p.save.click();
    await expect(p.save).toHaveText('AGREGAR');
    await expect(p.table.getByRole('row').nth(1)).toContainText('Luis Ángel');
    await expect(p.table.getByRole('row')).toHaveCount(3);

    await p.table.getByRole('button', { name: 'ELIMINAR Luis Ángel' }).click();
    await p.table.getByRole('button', { name: 'ELIMINAR Eva' }).click();
    await expect(p.empty).toHaveText('No hay referidos aún');
  });

  test('When many referrals are added, then the table scrolls past 200 px', async ({ page }) => {
    const form = await openForm(page, PATH, 'referrals');
    for (let i = 0; i < 8; i += 1)
      await addReferral(form, `Persona ${'abcdefgh'[i]}`, `91555501${40 + i}`);
    const box = parts(form).table;
    await expect(box.getByRole('row')).toHaveCount(9);
    const size = await box.evaluate((el) => ({
      client: el.clientHeight,
      scroll: el.scrollHeight,
      max: getComputedStyle(el).maxHeight,
    }));
    expect(size.max).toBe('200px');
    expect(size.client).toBeLessThanOrEqual(200);
    expect(size.scroll).toBeGreaterThan(size.client);
  });

  test('When the list is sent, then it goes as one request, lands on /gracias-referidos and each referral is a lead', async ({
    page,
  }) => {
    const referrer = uniqueName('Rita');
    const referrerPhone = uniquePhone();
    const luis = uniqueName('Luis');
    const eva = uniqueName('Eva');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/prospecto/'))
        requests.push(new URL(request.url()).pathname);
    });
    const form = await openForm(page, PATH, 'referrals');
    const p = parts(form);
    await p.name.fill(referrer);
    await p.phone.fill(referrerPhone);
    await addReferral(form, luis, uniquePhone());
    await addReferral(form, eva, uniquePhone());
    await p.consent.check();
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/gracias-referidos$/);
    expect(requests).toEqual(['/api/prospecto/referidos']);
    // the thank-you page promises no call to people who did not ask (Texas Rule 7.03), and gives the number
    const main = page.locator('main');
    await expect(main).not.toContainText('se comunicará con ellos');
    await expect(main).toContainText('No llamamos a nadie por iniciativa propia');
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(1);

    const leads = await referralLeadsOf(referrer);
    expect(leads.map((lead) => lead.name)).toEqual([luis, eva]);
    for (const lead of leads) {
      expect(lead).toMatchObject({
        origin: 'referral',
        section: 'Referidos',
        message: `Referido de: ${referrer} Teléfono: ${referrerPhone}`,
        consent: true,
      });
    }
    await expectIntakeEmail(leads[0]?.id ?? 0);
  });
});
