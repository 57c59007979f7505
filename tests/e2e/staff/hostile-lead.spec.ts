import { expect, test } from '@playwright/test';
import { fillBasicForm } from '../forms/helpers/fill';
import { openForm, submitOf } from '../forms/helpers/form';
import { theLeadNamed } from '../forms/helpers/leads';
import { uniqueName, uniquePhone } from '../forms/helpers/people';
import { addStaff, signInAs } from '../support/staff';

const HOSTILE = `O'Neil-Smith "><img src=x onerror=window.__xss=1>`;
const MESSAGE = [
  'Llame después de las 5:30-7pm, ¿sí? Él revisa mi teléfono.',
  '"><img src=x onerror=window.__xss=2><script>window.__xss=3</script>',
  '=HYPERLINK("https://evil.example","clic")',
].join('\n');
const STORED_MESSAGE = [
  'Llame después de las 5:30-7pm, ¿sí? Él revisa mi teléfono.',
  '"img srcx onerrorwindow.xss2scriptwindow.xss3/script',
  'HYPERLINK("https://evil.example","clic")',
].join('\n');

test.describe('A lead with hostile strings, from the form to the staff lead page (issue 25 §1)', () => {
  test('When a visitor sends markup and punctuation, then the lead page shows the name and message as written and runs nothing', async ({
    page,
    browser,
  }) => {
    const name = uniqueName('Ana');
    const form = await openForm(page, '/contacto', 'contact-es');
    await fillBasicForm(form, 'es', {
      name: `${name} ${HOSTILE}`,
      phone: uniquePhone(),
      message: MESSAGE,
    });
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/gracias$/);

    const storedName = `${name} O'Neil-Smith img srcx onerrorwindowxss1`;
    const lead = await theLeadNamed(storedName);
    expect(lead.message).toBe(STORED_MESSAGE);

    const staff = await browser.newPage();
    await signInAs(staff, addStaff('intake'));
    const answer = await staff.goto(`/staff/prospectos/${lead.id}`);
    const html = (await answer?.text()) ?? '';
    expect(html).not.toMatch(/<img[^>]*src="?x/i);
    expect(html).not.toMatch(/<script>window/);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(storedName);
    const message = staff.getByText('Llame después de las 5:30-7pm', { exact: false });
    await expect(message).toBeVisible();
    expect(await message.innerText()).toBe(STORED_MESSAGE);
    expect(await staff.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await staff.close();
  });

  test('When a form posted without JavaScript is shown again with hostile values, then they stay text in the inputs', async ({
    request,
    baseURL,
  }) => {
    const name = `${uniqueName('Ana')} ${HOSTILE}`;
    const answer = await request.post('/contacto', {
      form: { form: 'contact-es', nombre: name, phone: '12', mensaje: MESSAGE, checkbox: '1' },
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    const html = await answer.text();
    expect(html).not.toMatch(/<img[^>]*src="?x/i);
    expect(html).not.toMatch(/<script>window/);
    expect(html).toContain('O&#x27;Neil-Smith &quot;&gt;&lt;img src=x');
  });
});
