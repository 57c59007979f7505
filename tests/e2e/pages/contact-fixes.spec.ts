import { expect } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';
import { axeViolations } from '../support/axe';

test.describe('Fixes found while trying the site', () => {
  test('When the referral form is shown, then the visitor’s own data is headed as the one who recommends and the second group as the person recommended', async ({
    routePage: page,
  }) => {
    await gotoHydrated(page, '/formulario/referidos');
    const form = page.locator('form[data-variant="referrals"]');
    const mine = form.getByRole('group', { name: 'Sus datos (quien recomienda)' });
    const theirs = form.getByRole('group', { name: 'Persona que usted recomienda' });
    await expect(mine.getByLabel('Nombre', { exact: true })).toHaveAttribute('name', 'nombre');
    await expect(theirs.getByRole('button', { name: 'AGREGAR' })).toBeVisible();
    await expect(page.getByText('Persona que refiere')).toHaveCount(0);
  });

  for (const [path, text] of [
    ['/', 'El mapa se carga cuando llegue a él.'],
    ['/en', 'The map loads when you reach it.'],
  ] as const) {
    test(`When the footer map of ${path} has not been reached, then its placeholder reads “${text}”`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, path);
      await expect(page.getByTestId('footer-map')).toHaveText(text);
    });
  }

  const PAROLE = {
    es: {
      path: '/formulario/parole',
      heading: 'El parole para cónyuges terminó: revisemos sus opciones',
      lead: ['anuló', 'USCIS ya no acepta solicitudes', 'responda dos preguntas'],
      married: '¿Está casado(a) con un(a) ciudadano(a) estadounidense?',
      no: 'No',
      notice: 'Según sus respuestas, esta evaluación para cónyuges de ciudadanos',
      situation: 'Situación',
      promise: /nuevo parole|tres preguntas/i,
    },
    en: {
      path: '/en/form/parole',
      heading: 'The parole for spouses ended: let’s review your options',
      lead: ['struck it down', 'USCIS no longer accepts applications', 'answer two questions'],
      married: 'Are you married to a U.S. citizen?',
      no: 'No',
      notice: 'According to your answers, this review for spouses of U.S. citizens',
      situation: 'Situation',
      promise: /new parole|three questions/i,
    },
  } as const;

  for (const c of Object.values(PAROLE)) {
    test(`When ${c.path} is opened, then it offers a review of the visitor’s options (the program was struck down), asks two questions, the first about marriage to a U.S. citizen, and the notice promotes nothing`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, c.path);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(c.heading);
      for (const part of c.lead) await expect(main.locator('header')).toContainText(part);
      const form = main.locator('form[data-variant^="parole-"]');
      const questions = form.getByRole('group').filter({ has: page.getByRole('radio') });
      await expect(questions).toHaveCount(2);
      await expect(questions.first()).toHaveAccessibleName(c.married);
      await form.getByRole('group', { name: c.married }).getByLabel(c.no, { exact: true }).check();
      await expect(form.getByRole('status')).toContainText(c.notice);
      await expect(form.getByLabel(c.situation, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.body.innerText)).not.toMatch(c.promise);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
        'content',
        c.promise,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const [path, home, lang] of [
    ['/en/does-not-exist', '/en', 'en'],
    ['/no-existe', '/', 'es'],
  ] as const) {
    test(`When the 404 page ${path} offers the home page, then its link goes to the home of its own language (${home})`, async ({
      routePage: page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const link = page.locator('main').getByRole('link', {
        name: lang === 'en' ? 'Go to the home page' : 'Ir a la página de inicio',
      });
      await expect(link).toHaveAttribute('href', home);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === home);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }
});
