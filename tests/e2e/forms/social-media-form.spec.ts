import { expect, test } from '@playwright/test';
import { expectOnlyError, openForm, submitOf } from './helpers/form';
import { theLeadNamed } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';
import { e2eDb } from '../support/db';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';

const PATH = '/staff/redes-sociales';
const OLD_PUBLIC_PATH = '/formulario/redes-sociales';

let staff: TE2EStaff;

test.beforeAll(() => {
  staff = addStaff('intake');
});

test.describe('Social-media form behind sign-in', () => {
  test('When an anonymous visitor opens its old public address or the staff page, then the sign-in page asks first', async ({
    page,
  }) => {
    for (const path of [OLD_PUBLIC_PATH, PATH]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/staff\/ingresar\?volver=%2Fstaff%2Fredes-sociales$/);
    }
    await signInAs(page, staff);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await page.goto(OLD_PUBLIC_PATH);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  test('When an anonymous visitor posts the form without JavaScript, then nothing is stored and sign-in is asked', async ({
    request,
  }) => {
    const name = uniqueName('Anonimo');
    for (const path of [PATH, OLD_PUBLIC_PATH]) {
      const response = await request.post(path, {
        form: {
          form: 'social-media',
          nombre: name,
          phone: uniquePhone(),
          agente: 'maria-lopez',
          link: 'https://m.me/1',
          _token: 'x',
        },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(response.headers()['location']).toMatch(/^\/staff\/ingresar/);
    }
    const direct = await request.post('/api/prospecto/socialmedia', {
      multipart: {
        nombre: name,
        phone: uniquePhone(),
        agente: 'maria-lopez',
        link: 'https://m.me/1',
      },
    });
    expect(direct.status()).toBe(401);
    const db = await e2eDb();
    try {
      const { rowCount } = await db.query('SELECT 1 FROM leads WHERE name = $1', [name]);
      expect(rowCount).toBe(0);
    } finally {
      await db.end();
    }
  });
});

test.describe('Social-media form', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, staff);
  });

  test('When the form is sent field by field, then the messages come in the order name, phone, agent, link', async ({
    page,
  }) => {
    const form = await openForm(page, PATH, 'social-media');
    await submitOf(form).click();
    await expectOnlyError(
      form,
      form.getByLabel('Nombre', { exact: true }),
      'Por favor ingrese su nombre.',
    );
    await form.getByLabel('Nombre', { exact: true }).fill('Marta');
    await submitOf(form).click();
    await expectOnlyError(
      form,
      form.getByLabel('Teléfono', { exact: true }),
      'Por favor ingrese un número de teléfono válido.',
    );
    await form.getByLabel('Teléfono', { exact: true }).fill('9155550142');
    // the agent starts as the member typing the lead in: the check shows once none is chosen
    await form.getByLabel('Agente', { exact: true }).selectOption('');
    await submitOf(form).click();
    await expectOnlyError(
      form,
      form.getByLabel('Agente', { exact: true }),
      'Por favor seleccione un Agente.',
    );
    await form.getByLabel('Agente', { exact: true }).selectOption('equipo-tiktok');
    await submitOf(form).click();
    await expectOnlyError(
      form,
      form.getByLabel('Link de la conversación', { exact: true }),
      'Por favor ingrese link de la conversación.',
    );
  });

  test('When a lead is sent, then "Prospecto creado" links to it and the form empties, keeping the agent', async ({
    page,
  }) => {
    const name = uniqueName('Marta');
    const form = await openForm(page, PATH, 'social-media');
    await form.getByLabel('Nombre', { exact: true }).fill(name);
    await form.getByLabel('Teléfono', { exact: true }).fill(uniquePhone());
    await form.getByLabel('Agente', { exact: true }).selectOption('sofia-ramirez');
    await form.getByLabel('Red social', { exact: true }).selectOption('Instagram');
    await form
      .getByLabel('Link de la conversación', { exact: true })
      .fill('https://instagram.com/direct/t/123');
    await expect(form.getByLabel('Se puede llamar ahora')).toBeChecked();
    await submitOf(form).click();

    await expect(form.getByTestId('form-alert')).toHaveText('Prospecto creado. Ver el prospecto');
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Link de la conversación', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Agente', { exact: true })).toHaveValue('sofia-ramirez');

    const lead = await theLeadNamed(name);
    await expect(form.getByRole('link', { name: 'Ver el prospecto' })).toHaveAttribute(
      'href',
      `/staff/prospectos/${lead.id}`,
    );
    const db = await e2eDb();
    try {
      const entered = await db.query('SELECT email FROM staff_accounts WHERE id = $1', [
        lead.entered_by_staff_id,
      ]);
      expect(entered.rows[0]?.email).toBe(staff.email);
    } finally {
      await db.end();
    }
    expect(lead).toMatchObject({
      origin: 'social_media',
      agent: 'Sofía Ramírez',
      conversation_link: 'https://instagram.com/direct/t/123',
      social_source: 'Instagram',
      can_call_now: true,
    });
  });

  test('When the token cannot be fetched, then the form says so', async ({ page }) => {
    await page.route('**/csrf-token', (route) =>
      route.fulfill({ status: 503, json: { status: 'error' } }),
    );
    const form = await openForm(page, PATH, 'social-media');
    await form.getByLabel('Nombre', { exact: true }).fill('Marta');
    await form.getByLabel('Teléfono', { exact: true }).fill('9155550142');
    await form.getByLabel('Agente', { exact: true }).selectOption('maria-lopez');
    await form.getByLabel('Link de la conversación', { exact: true }).fill('https://m.me/123');
    await submitOf(form).click();
    await expect(form.getByRole('alert')).toHaveText(
      'No se pudo obtener el token CSRF. Por favor intente más tarde.',
    );
  });
});
