import { expect, test } from '@playwright/test';
import { MESSAGES_ES } from '@firm/shared/i18n/messages-es';
import { fillBasicForm } from './helpers/fill';
import { openForm, submitOf } from './helpers/form';
import { leadsNamed, theLeadNamed } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';

const SUBMIT = '**/api/prospecto/agregar';

test.describe('Submission answers and failures', () => {
  test('When the API answers 500 to the Spanish footer form, then the form’s own error shows, not the API’s message, and the visitor stays on the page', async ({
    page,
  }) => {
    // the error handler's 500, as leads-api answers it to a Spanish visitor
    await page.route(SUBMIT, (route) =>
      route.fulfill({
        status: 500,
        json: { status: 'error', message: MESSAGES_ES['server.internal'] },
      }),
    );
    const form = await openForm(page, '/nosotros', 'footer-es');
    await fillBasicForm(form, 'es', { name: 'Ana', phone: uniquePhone() });
    await submitOf(form).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Error al enviar el formulario. Por favor intente de nuevo.',
    );
    await expect(page.getByText(MESSAGES_ES['server.internal'])).toHaveCount(0);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expect(page).toHaveURL(/\/nosotros$/);
  });

  test('When the API answers 500 to the English blog form, then its error shows', async ({
    page,
  }) => {
    await page.route(SUBMIT, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    const form = await openForm(
      page,
      '/en/blog/vawa-self-petition-what-it-is-and-who-qualifies',
      'blog-en',
    );
    await fillBasicForm(form, 'en', { name: 'Ann', phone: uniquePhone() });
    await form.getByLabel('Situation', { exact: true }).selectOption('crime-victim');
    await submitOf(form).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Error submitting the form. Please try again.',
    );
  });

  test('When the API cannot be reached, then the network message shows', async ({ page }) => {
    await page.route(SUBMIT, (route) => route.abort('connectionrefused'));
    const form = await openForm(page, '/en/contact', 'contact-en');
    await fillBasicForm(form, 'en', { name: 'Ann', phone: uniquePhone() });
    await submitOf(form).click();
    await expect(form.getByRole('alert')).toHaveText(
      'An error occurred while submitting the form. Please try again.',
    );
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  });

  test('When the token cannot be fetched, then the network message shows instead of an endless overlay', async ({
    page,
  }) => {
    let posted = false;
    await page.route('**/csrf-token', (route) => route.abort('connectionrefused'));
    await page.route(SUBMIT, (route) => {
      posted = true;
      return route.continue();
    });
    const form = await openForm(page, '/contacto', 'contact-es');
    await fillBasicForm(form, 'es', { name: 'Ana', phone: uniquePhone() });
    await submitOf(form).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Ha ocurrido un error mientras se enviaba el formulario. Por favor intente de nuevo.',
    );
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test('When the API answers 429, then its message shows with the phone and WhatsApp under it', async ({
    page,
  }) => {
    const message = 'Too many submissions. Please wait 14 minutes and try again.';
    await page.route(SUBMIT, (route) =>
      route.fulfill({ status: 429, json: { status: 'error', message, retryAfterSeconds: 840 } }),
    );
    const form = await openForm(page, '/en', 'footer-en');
    await fillBasicForm(form, 'en', { name: 'Ann', phone: uniquePhone() });
    await submitOf(form).click();
    const alert = form.getByRole('alert');
    await expect(alert.locator('p')).toHaveText(message);
    await expect(alert.locator('a[href="tel:+19155550142"]')).toBeVisible();
    await expect(alert.locator('a[href^="https://wa.me/"]')).toBeVisible();
  });

  test("When the API answers 422, then the server's message shows beside its field", async ({
    page,
  }) => {
    const message = 'Por favor ingrese un número de teléfono válido.';
    await page.route(SUBMIT, (route) =>
      route.fulfill({
        status: 422,
        json: { status: 'error', message, errors: [{ field: 'phone', message }] },
      }),
    );
    const form = await openForm(page, '/contacto', 'contact-es');
    await fillBasicForm(form, 'es', { name: 'Ana', phone: uniquePhone() });
    await submitOf(form).click();
    const phone = form.getByLabel('Teléfono', { exact: true });
    await expect(form.locator('[data-field-error]')).toHaveText(message);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
  });

  test('When a submission is slow, then the full-page loading overlay shows until the answer', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUBMIT, async (route) => {
      await answered;
      await route.fulfill({ status: 500, json: { status: 'error' } });
    });
    const form = await openForm(page, '/en/contact', 'contact-en');
    await fillBasicForm(form, 'en', { name: 'Ann', phone: uniquePhone() });
    await submitOf(form).click();
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveText('Sending...');
    release();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  });

  test('When the submit button is double-clicked, then one lead is stored', async ({ page }) => {
    const name = uniqueName('Doble');
    const form = await openForm(page, '/en/contact', 'contact-en');
    await fillBasicForm(form, 'en', { name, phone: uniquePhone() });
    await submitOf(form).dblclick();
    await expect(page).toHaveURL(/\/en\/thank-you$/);
    const lead = await theLeadNamed(name);
    expect(lead.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await leadsNamed(name)).toHaveLength(1);
  });

  test('When the same form instance is posted twice (a retried request), then one lead is stored', async ({
    page,
  }) => {
    const name = uniqueName('Repetido');
    let body: Buffer | null = null;
    let headers: Record<string, string> = {};
    await page.route(SUBMIT, async (route) => {
      body = route.request().postDataBuffer();
      headers = await route.request().allHeaders();
      await route.continue();
    });
    const form = await openForm(page, '/contacto', 'contact-es');
    await fillBasicForm(form, 'es', { name, phone: uniquePhone() });
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/gracias$/);
    const again = await page.request.post('/api/prospecto/agregar', {
      headers: {
        'content-type': headers['content-type'] ?? '',
        'x-csrf-token': headers['x-csrf-token'] ?? '',
      },
      data: body ?? Buffer.alloc(0),
    });
    expect(await again.json()).toEqual({ status: 'success' });
    expect(await leadsNamed(name)).toHaveLength(1);
  });
});
