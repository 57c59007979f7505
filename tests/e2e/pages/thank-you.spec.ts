import { expect, test, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { fillBasicForm } from '../forms/helpers/fill';
import { formOf, openForm, submitOf } from '../forms/helpers/form';
import { uniqueName, uniquePhone } from '../forms/helpers/people';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydrated';

const WORDS = {
  es: {
    confirmation: 'Nuestro equipo se comunicará con usted muy pronto.',
    home: 'Ir a la página de inicio',
    next: 'Qué pasa ahora',
    when: 'Le llamaremos desde el (915) 555-0142 en horario de oficina, normalmente dentro de un día hábil.',
    hours: 'Lunes a viernes, de 9:00 a. m. a 6:00 p. m.',
    ready: 'Para la llamada, tenga a mano',
    safety: 'Su seguridad',
    voicemail: 'no dejaremos detalles de su caso en un mensaje de voz',
    form: 'Envíe su caso',
  },
  en: {
    confirmation: 'Our team will be in touch with you soon.',
    home: 'Go to the home page',
    next: 'What happens next',
    when: 'We will call you from (915) 555-0142 during office hours, usually within one business day.',
    hours: 'Monday to Friday, 9:00 a.m. to 6:00 p.m.',
    ready: 'For the call, have at hand',
    safety: 'Your safety',
    voicemail: 'we will not leave details about your case in a voicemail',
    form: 'Submit your case',
  },
} as const;

/** Asserts what every thank-you page shows, and that no lead form is on it. */
async function expectThankYou(page: Page, locale: 'es' | 'en'): Promise<void> {
  const words = WORDS[locale];
  const main = page.locator('main');
  await expect(main).toContainText(words.confirmation);
  await expect(main.getByRole('link', { name: words.home })).toHaveAttribute(
    'href',
    getHref('home', locale),
  );
  await expect(main.getByRole('heading', { name: words.next })).toBeVisible();
  await expect(main).toContainText(words.when);
  await expect(main.locator('[data-slot="office-hours"]')).toContainText(words.hours);
  await expect(main.getByRole('heading', { name: words.ready })).toBeVisible();
  const buttons = main.locator('[data-slot="contact-buttons"]');
  await expect(buttons.locator('a[href="tel:+19155550142"]')).toBeVisible();
  await expect(buttons.locator('a[href^="https://wa.me/19155550142"]')).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: words.form })).toHaveCount(0);
}

test.describe('The thank-you pages', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`When the ${locale} thank-you page is opened after an ordinary form, then it says who calls, from which number and when, with the office hours, call and WhatsApp buttons, no lead form, no Quick exit and no axe violation`, async ({
      page,
    }) => {
      await gotoHydrated(page, getHref('thankYou', locale));
      await expectThankYou(page, locale);
      await expect(page.locator('[data-quick-exit]')).toHaveCount(0);
      await expect(page.getByText(WORDS[locale].safety)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`When the ${locale} thank-you page carries the neutral marker, then it adds Quick exit, the safety reminder and the note, with no axe violation`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${getHref('thankYou', locale)}?v=2`);
      await expectThankYou(page, locale);
      await expect(page.locator('[data-quick-exit]')).toBeVisible();
      const reminder = page.locator('[data-slot="safety-reminder"]');
      await expect(reminder).toContainText(WORDS[locale].safety);
      await expect(reminder).toContainText('(915) 555-0142');
      await expect(reminder).toContainText(WORDS[locale].voicemail);
      await expect(page.locator('[data-slot="hotlines"] a[href="tel:911"]')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('When the VAWA form is sent, then the thank-you page has the safety reminder and Quick exit, and neither its address nor its title names VAWA or abuse', async ({
    page,
  }) => {
    const form = await openForm(page, getHref('vawaVisa', 'es'), 'visa-es');
    await fillBasicForm(form, 'es', { name: uniqueName(), phone: uniquePhone() });
    await form.getByLabel('Situación', { exact: true }).selectOption('abuse-victim');
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/gracias\?v=2$/);
    await expect(page.locator('[data-slot="safety-reminder"]')).toBeVisible();
    await expect(page.locator('[data-quick-exit]')).toBeVisible();
    const title = await page.title();
    for (const seen of [page.url(), title]) {
      expect(seen).not.toMatch(/vawa|abus|maltrat|víctima|victim|trata|traffick|violencia/i);
    }
    expect(title).toMatch(/^Gracias/);
  });

  test('When the footer form on the T visa page is sent, then it leads to the thank-you page with the safety reminder too', async ({
    page,
  }) => {
    await gotoHydrated(page, getHref('tVisa', 'en'));
    const form = formOf(page, 'footer-en');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-ready', 'true');
    await fillBasicForm(form, 'en', { name: uniqueName('Ann'), phone: uniquePhone() });
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/en\/thank-you\?v=2$/);
    await expect(page.locator('[data-slot="safety-reminder"]')).toBeVisible();
  });

  test('When the K-1 form is sent, then the thank-you page has neither the safety reminder nor Quick exit', async ({
    page,
  }) => {
    const form = await openForm(page, getHref('k1Visa', 'en'), 'visa-en');
    await fillBasicForm(form, 'en', { name: uniqueName('Ann'), phone: uniquePhone() });
    await form.getByLabel('Situation', { exact: true }).selectOption('fiance');
    await submitOf(form).click();
    await expect(page).toHaveURL(/\/en\/thank-you$/);
    await expect(page.locator('main')).toContainText(WORDS.en.when);
    await expect(page.locator('[data-slot="safety-reminder"]')).toHaveCount(0);
    await expect(page.locator('[data-quick-exit]')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('When the U visa form is posted, then the edge leads to the thank-you page with the neutral marker; from the K-1 page, without it', async ({
      page,
    }) => {
      for (const [path, variant, url] of [
        [getHref('uVisa', 'es'), 'visa-es', /\/gracias\?v=2#main$/],
        [getHref('k1Visa', 'es'), 'visa-es', /\/gracias#main$/],
      ] as const) {
        await page.goto(path);
        const form = formOf(page, variant);
        await fillBasicForm(form, 'es', { name: uniqueName(), phone: uniquePhone() });
        await form.getByLabel('Situación', { exact: true }).selectOption('none');
        await submitOf(form).click();
        await expect(page).toHaveURL(url);
        await expect(page.locator('main')).toContainText(WORDS.es.next);
      }
    });
  });

  test('When the referrals thank-you page is opened, then it promises no call to the people referred, gives the number to share, the office hours and the buttons, and no lead form', async ({
    page,
  }) => {
    await gotoHydrated(page, getHref('referralThankYou', 'es'));
    const main = page.locator('main');
    await expect(main).toContainText('No llamamos a nadie por iniciativa propia');
    await expect(main).not.toContainText('Llamaremos a las personas');
    await expect(main).toContainText('les comparta nuestro número, el (915) 555-0142');
    await expect(main.locator('[data-slot="office-hours"]')).toContainText(WORDS.es.hours);
    await expect(
      main.locator('[data-slot="contact-buttons"] a[href="tel:+19155550142"]'),
    ).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
