import { expect, test } from '@playwright/test';
import { openForm, submitOf } from './helpers/form';
import { expectIntakeEmail, theLeadNamed } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';

const NOTICE_EN = 'According to your answers, this review for spouses of U.S. citizens';
const NOTICE_ES = 'Según sus respuestas, esta evaluación para cónyuges de ciudadanos';

test.describe('Parole form', () => {
  test('When married or stay is answered no, then the notice and a required situation appear; when both are yes, they go', async ({
    page,
  }) => {
    const form = await openForm(page, '/en/form/parole', 'parole-en');
    const married = form.getByRole('group', { name: 'Are you married to a U.S. citizen?' });
    const stay = form.getByRole('group', {
      name: 'Have you been in the United States for more than 10 years?',
    });
    const situation = form.getByLabel('Situation', { exact: true });
    await expect(situation).toHaveCount(0);

    await married.getByLabel('No').check();
    await expect(form.getByText(NOTICE_EN)).toBeVisible();
    await expect(situation).toBeVisible();

    await married.getByLabel('Yes').check();
    await stay.getByLabel('Yes').check();
    await expect(form.getByText(NOTICE_EN)).toHaveCount(0);
    await expect(situation).toHaveCount(0);

    await stay.getByLabel('No').check();
    await expect(form.getByText(NOTICE_EN)).toBeVisible();
    await form.getByRole('checkbox').check();
    await form.getByLabel('Name', { exact: true }).fill('Ann');
    await form.getByLabel('Phone', { exact: true }).fill('9155550142');
    await submitOf(form).click();
    await expect(form.locator('[data-field-error]')).toHaveText('Please select a situation.');
    await expect(situation).toBeFocused();
  });

  test('When the parole phone gets more than 11 digits, then it keeps 11', async ({ page }) => {
    const form = await openForm(page, '/formulario/parole', 'parole-es');
    const phone = form.getByLabel('Teléfono', { exact: true });
    await phone.pressSequentially('+52 656 555 0147 99');
    await expect(phone).toHaveValue('52656555014');
  });

  test('When the Spanish parole form is sent, then its message is the Situación, Casado and Estancia lines', async ({
    page,
  }) => {
    const name = uniqueName('Rosa');
    const phone = uniquePhone();
    const form = await openForm(page, '/formulario/parole', 'parole-es');
    await form.getByLabel('Nombre', { exact: true }).fill(name);
    await form.getByLabel('Teléfono', { exact: true }).fill(phone);
    await form
      .getByRole('group', { name: '¿Está casado(a) con un(a) ciudadano(a) estadounidense?' })
      .getByLabel('No')
      .check();
    await form
      .getByRole('group', { name: '¿Lleva más de 10 años en Estados Unidos?' })
      .getByLabel('Sí')
      .check();
    await expect(form.getByText(NOTICE_ES)).toBeVisible();
    await form.getByLabel('Situación', { exact: true }).selectOption('citizen-child-21');
    await form.getByRole('checkbox').check();
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/gracias$/);

    const lead = await theLeadNamed(name);
    expect(lead).toMatchObject({
      form_variant: 'parole-es',
      section: 'Landing Parole Español',
      married: 'no',
      stay: 'si',
      situation: 'citizen-child-21',
      message:
        'Situación: A través de mi hijo(a) ciudadano(a) de 21 años o más\nCasado: No\nEstancia: Sí',
      consent: true,
    });
    await expectIntakeEmail(lead.id);
  });

  test('When the English parole form qualifies, then it is sent without a situation', async ({
    page,
  }) => {
    const name = uniqueName('Ann');
    const form = await openForm(page, '/en/form/parole', 'parole-en');
    await form.getByRole('checkbox').check();
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form
      .getByRole('group', { name: 'Are you married to a U.S. citizen?' })
      .getByLabel('Yes')
      .check();
    await form
      .getByRole('group', { name: 'Have you been in the United States for more than 10 years?' })
      .getByLabel('Yes')
      .check();
    await form.getByLabel('Phone', { exact: true }).fill(uniquePhone());
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/en\/thank-you$/);
    const lead = await theLeadNamed(name);
    expect(lead).toMatchObject({
      section: 'Landing Parole Inglés',
      married: 'yes',
      stay: 'si',
      situation: null,
      locale: 'en',
    });
    expect(lead.message).toBe('Situación: Not applicable\nCasado: Yes\nEstancia: Yes');
  });
});
