import { expect, test } from '@playwright/test';
import { fillBasicForm } from './helpers/fill';
import { formOf, submitOf } from './helpers/form';
import { referralLeadsOf, theLeadNamed } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';

test.describe('Forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('When the Spanish footer form is posted without JavaScript, then the visitor lands on /gracias and the lead is stored', async ({
    page,
  }) => {
    const name = uniqueName('Sin');
    await page.goto('/servicios');
    const form = formOf(page, 'footer-es');
    await fillBasicForm(form, 'es', {
      name,
      phone: uniquePhone(),
      message: 'Escribo sin JavaScript',
    });
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/gracias(#main)?$/);
    const lead = await theLeadNamed(name);
    expect(lead).toMatchObject({
      form_variant: 'footer-es',
      section: 'Footer Español',
      message: 'Escribo sin JavaScript',
      consent: true,
      page_url: '/servicios',
    });
    expect(lead.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('When the English contact form is posted without JavaScript with a bad phone, then the page shows the message with the input kept, and the corrected form redirects', async ({
    page,
  }) => {
    const name = uniqueName('Noscript');
    await page.goto('/en/contact');
    let form = formOf(page, 'contact-en');
    await fillBasicForm(form, 'en', {
      name,
      phone: '12345',
      email: 'ann@example.com',
      message: 'Kept message',
    });
    await submitOf(form).click();

    await expect(page).toHaveURL(/\/en\/contact#lead-form-contact-en$/);
    form = formOf(page, 'contact-en');
    const phone = form.getByLabel('Phone', { exact: true });
    await expect(form.locator('[data-field-error]')).toHaveText(
      'Please enter a valid phone number.',
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue('ann@example.com');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Kept message');
    await expect(form.getByRole('checkbox')).toBeChecked();

    await phone.fill(uniquePhone());
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/en\/thank-you(#main)?$/);
    const lead = await theLeadNamed(name);
    expect(lead).toMatchObject({
      form_variant: 'contact-en',
      section: 'Contacto Inglés',
      email: 'ann@example.com',
    });
  });

  test('When the referral list is built without JavaScript, then AGREGAR and ELIMINAR work and the batch is sent', async ({
    page,
  }) => {
    const referrer = uniqueName('Rita');
    const luis = uniqueName('Luis');
    await page.goto('/formulario/referidos');
    const form = () => formOf(page, 'referrals');
    const theirs = () => form().getByRole('group', { name: 'Persona que usted recomienda' });
    await form()
      .getByRole('group', { name: 'Sus datos (quien recomienda)' })
      .getByLabel('Nombre', { exact: true })
      .fill(referrer);
    await form()
      .getByRole('group', { name: 'Sus datos (quien recomienda)' })
      .getByLabel('Teléfono', { exact: true })
      .fill(uniquePhone());
    await theirs().getByLabel('Nombre', { exact: true }).fill('Eva');
    await theirs().getByLabel('Teléfono', { exact: true }).fill(uniquePhone());
    await theirs().getByRole('button', { name: 'AGREGAR' }).click();
    await expect(form().getByTestId('referrals-table')).toContainText('Eva');
    await theirs().getByLabel('Nombre', { exact: true }).fill(luis);
    await theirs().getByLabel('Teléfono', { exact: true }).fill(uniquePhone());
    await theirs().getByRole('button', { name: 'AGREGAR' }).click();
    await form().getByRole('button', { name: 'ELIMINAR Eva' }).click();
    await expect(form().getByTestId('referrals-table').getByRole('row')).toHaveCount(2);
    await expect(
      form()
        .getByRole('group', { name: 'Sus datos (quien recomienda)' })
        .getByLabel('Nombre', { exact: true }),
    ).toHaveValue(referrer);
    await form().getByRole('checkbox').check();
    await submitOf(form()).click();
    await expect(page).toHaveURL(/\/gracias-referidos(#main)?$/);
    expect((await referralLeadsOf(referrer)).map((lead) => lead.name)).toEqual([luis]);
  });
});

test.describe('A form posted before the page hydrated', () => {
  test('When the answer page hydrates, then it keeps the message and input, logs no error, and the next submission goes through JavaScript', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/net::ERR_|Failed to load resource/.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const name = uniqueName('Lento');
    // The first page never gets its scripts: the visitor submits before hydration.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/contacto');
    await page.unroute('**/assets/*.js');
    const form = formOf(page, 'contact-es');
    await fillBasicForm(form, 'es', { name, phone: '123' });
    await submitOf(form).click();

    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.locator('[data-field-error]')).toHaveText(
      'Por favor ingrese un número de teléfono válido.',
    );
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue(name);
    await expect(form.getByLabel('Teléfono', { exact: true })).toBeFocused();
    await form.getByLabel('Teléfono', { exact: true }).fill(uniquePhone());
    const posted = page.waitForRequest((request) =>
      request.url().endsWith('/api/prospecto/agregar'),
    );
    await submitOf(form).click();
    await posted;
    await expect(page).toHaveURL(/\/gracias$/);
    expect((await theLeadNamed(name)).section).toBe('Contacto Español');
    expect(errors).toEqual([]);
  });
});
