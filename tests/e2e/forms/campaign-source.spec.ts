import { expect, test } from '@playwright/test';
import { fillBasicForm } from './helpers/fill';
import { openForm, submitOf } from './helpers/form';
import { theLeadNamed } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';

test.describe('Campaign source', () => {
  test('When the visit came from a campaign, then the seccion ends with " - " and its source', async ({
    page,
  }) => {
    const name = uniqueName('Fuente');
    const sourceAnswers: unknown[] = [];
    // The answer is read as it passes through, not from a 'response' listener: the form
    // navigates to /gracias right after it, and Chromium drops a navigated-away body.
    await page.route('**/api/campaign-source', async (route) => {
      const response = await route.fetch();
      sourceAnswers.push(await response.json());
      await route.fulfill({ response });
    });
    await page.goto('/?utm_source=facebook&utm_campaign=verano');
    const form = await openForm(page, '/contacto', 'contact-es');
    await fillBasicForm(form, 'es', { name, phone: uniquePhone() });
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/gracias$/);
    expect(sourceAnswers).toEqual([{ source: 'facebook' }]);
    expect((await theLeadNamed(name)).section).toBe('Contacto Español - facebook');
  });
});
