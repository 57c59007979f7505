import { expect, test } from '@playwright/test';
import { CONSENT_VERSION } from '@firm/shared/forms/consent';
import { expectOnlyError, openForm, submitOf } from './helpers/form';
import { expectIntakeEmail, theLeadNamed } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';

test.describe('Footer form', () => {
  test('When the English footer form is sent field by field, then the messages come in the order name, email, phone, terms', async ({
    page,
  }) => {
    const form = await openForm(page, '/en/about-us', 'footer-en');
    const name = form.getByLabel('Name', { exact: true });
    const email = form.getByLabel('E-mail', { exact: true });
    const phone = form.getByLabel('Phone', { exact: true });
    const consent = form.getByRole('checkbox');

    await submitOf(form).click();
    await expectOnlyError(form, name, 'Please enter your name.');
    await name.fill('Ann Lee');
    await email.fill('ann@example');
    await submitOf(form).click();
    await expectOnlyError(form, email, 'Please enter a valid email address.');
    await email.fill('ann@example.com');
    await phone.fill('91555');
    await submitOf(form).click();
    await expectOnlyError(form, phone, 'Please enter a valid phone number.');
    await phone.fill('9155550142');
    await submitOf(form).click();
    await expectOnlyError(form, consent, 'Please accept the terms and conditions.');
  });

  test('When the Spanish footer form is sent field by field, then the terms come last', async ({
    page,
  }) => {
    const form = await openForm(page, '/nosotros', 'footer-es');
    await form.getByRole('checkbox').check();
    await submitOf(form).click();
    await expectOnlyError(
      form,
      form.getByLabel('Nombre', { exact: true }),
      'Por favor ingrese su nombre.',
    );
    await form.getByLabel('Nombre', { exact: true }).fill('Ana');
    await form.getByRole('checkbox').uncheck();
    await form.getByLabel('Teléfono', { exact: true }).fill('12');
    await submitOf(form).click();
    await expectOnlyError(
      form,
      form.getByLabel('Teléfono', { exact: true }),
      'Por favor ingrese un número de teléfono válido.',
    );
    await form.getByLabel('Teléfono', { exact: true }).fill('9155550142');
    await submitOf(form).click();
    await expectOnlyError(
      form,
      form.getByRole('checkbox'),
      'Por favor acepte los términos y condiciones.',
    );
  });

  test('When letters and symbols are typed into the phone, then only the digits stay', async ({
    page,
  }) => {
    const form = await openForm(page, '/en', 'footer-en');
    const phone = form.getByLabel('Phone', { exact: true });
    await phone.pressSequentially('(915) abc-555-0142');
    await expect(phone).toHaveValue('9155550142');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
  });

  test('When Show more is pressed, then the whole consent shows, and Show less cuts it to 200 characters again', async ({
    page,
  }) => {
    const form = await openForm(page, '/en', 'footer-en');
    const text = form.getByTestId('consent-text');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    const preview = (await text.textContent()) ?? '';
    expect(preview.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(200);
    await form.getByRole('button', { name: 'Show more' }).click();
    await expect(text).toContainText('Privacy Policy');
    await expect(text.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    await form.getByRole('button', { name: 'Show less' }).click();
    await expect(text).toHaveText(preview);
  });

  test('When the Spanish footer form is sent, then the visitor lands on /gracias and the lead, its consent and its e-mail are stored', async ({
    page,
  }) => {
    const name = uniqueName('José');
    const phone = uniquePhone();
    const form = await openForm(page, '/nosotros', 'footer-es');
    await form.getByLabel('Nombre', { exact: true }).fill(`  ${name}!! `);
    await form.getByLabel('Correo electrónico', { exact: true }).fill(' jose@example.com ');
    await form.getByLabel('Teléfono', { exact: true }).fill(phone);
    await form.getByLabel('Mensaje', { exact: true }).fill('Necesito ayuda <con> mi caso; gracias');
    await form.getByRole('checkbox').check();
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/gracias$/);

    const lead = await theLeadNamed(name);
    expect(lead).toMatchObject({
      form_variant: 'footer-es',
      locale: 'es',
      email: 'jose@example.com',
      phone,
      message: 'Necesito ayuda con mi caso; gracias',
      section: 'Footer Español',
      consent: true,
      consent_version: CONSENT_VERSION,
      page_url: '/nosotros',
    });
    expect(lead.consent_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(lead.client_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await expectIntakeEmail(lead.id);
  });
});
