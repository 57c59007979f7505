import { expect, test } from '@playwright/test';
import { formOf, openForm } from './helpers/form';

const CASES = [
  { variant: 'footer-es', path: '/contacto', size: 200, more: 'Ver más', less: 'Ver menos' },
  { variant: 'contact-es', path: '/contacto', size: 250, more: 'Ver más', less: 'Ver menos' },
  { variant: 'visa-en', path: '/en/k1-visa', size: 100, more: 'Show more', less: 'Show less' },
  {
    variant: 'blog-es',
    path: '/blog/vawa-autopeticion-que-es-y-quien-califica',
    size: 50,
    more: 'Ver más',
    less: 'Ver menos',
  },
  {
    variant: 'parole-es',
    path: '/formulario/parole',
    size: 100,
    more: 'Ver más',
    less: 'Ver menos',
  },
];

test.describe('Consent text and form placement', () => {
  for (const c of CASES) {
    test(`When the ${c.variant} form shows, then its consent is unticked and previews ${c.size} characters until ${c.more}`, async ({
      page,
    }) => {
      const form = await openForm(page, c.path, c.variant);
      const text = form.getByTestId('consent-text');
      await expect(form.getByRole('checkbox')).not.toBeChecked();
      const preview = (await text.textContent()) ?? '';
      expect(preview.endsWith('...')).toBe(true);
      expect(preview.length - 3).toBeGreaterThan(c.size - 10);
      expect(preview.length - 3).toBeLessThanOrEqual(c.size);
      await form.getByRole('button', { name: c.more }).click();
      expect(((await text.textContent()) ?? '').length).toBeGreaterThan(600);
      await expect(form.getByRole('button', { name: c.more })).toHaveCount(0);
      await form.getByRole('button', { name: c.less }).click();
      await expect(text).toHaveText(preview);
    });
  }

  test('When an article is read on a wide screen, then its form sits in the side column; at 1023 px it moves below the body', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const form = await openForm(
      page,
      '/en/blog/vawa-self-petition-what-it-is-and-who-qualifies',
      'blog-en',
    );
    const body = page.locator('article').locator('[class*="body"]').first();
    const wide = { form: await form.boundingBox(), body: await body.boundingBox() };
    expect(wide.form && wide.body && wide.form.x > wide.body.x + wide.body.width - 1).toBe(true);
    expect(await form.evaluate((el) => el.closest('aside') !== null)).toBe(true);

    await page.setViewportSize({ width: 1023, height: 900 });
    const narrow = { form: await form.boundingBox(), body: await body.boundingBox() };
    expect(
      narrow.form && narrow.body && narrow.form.y >= narrow.body.y + narrow.body.height - 1,
    ).toBe(true);
  });

  test('When a page with a form is served, then the form posts to the page itself with its variant and seccion, and the browser gives it its own key', async ({
    page,
  }) => {
    await page.goto('/en/contact');
    const form = formOf(page, 'contact-en');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/en/contact#lead-form-contact-en');
    // the page is the same for every visitor: no token in it (fetched before sending)
    await expect(form.locator('input[name="_token"]')).toHaveCount(0);
    await expect(form.locator('input[name="form"]')).toHaveValue('contact-en');
    await expect(form.locator('input[name="seccion"]')).toHaveValue('Contacto Inglés');
    await expect(form.locator('input[name="idempotency_key"]')).toHaveValue(/^[0-9a-f-]{36}$/);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  });
});
