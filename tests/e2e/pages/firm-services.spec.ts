import { expect, type Page } from '@playwright/test';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';
import { axeViolations } from '../support/axe';
import { attorneyFiles, firstSentence, pageTextFile } from './support/firm-content';
import { siteConfigFile } from '../../support/site-config-file';

const config = siteConfigFile();

const SERVICES = {
  es: {
    heading: 'Servicios legales para familias inmigrantes',
    areas: ['Inmigración', 'Lesiones personales', 'Reclutamiento de choferes'],
    promise:
      'usted solo paga honorarios si gana su caso. Aun así, es posible que deba pagar costos y gastos del caso',
    form: 'Envíe su caso',
  },
  en: {
    heading: 'Legal services for immigrant families',
    areas: ['Immigration', 'Personal injury', 'Truck driver recruitment'],
    promise:
      'you pay a fee only if your case is won. You may still be responsible for costs and expenses',
    form: 'Submit your case',
  },
} as const;

const LAWYER = {
  es: {
    qualify: 'DESCUBRE SI CALIFICAS',
    steps: ['Evaluamos su caso', 'Iniciamos el proceso', 'Le acompañamos hasta la decisión'],
    slider: 'Nuestros abogados',
    teamLink: 'Conozca a todo el equipo',
    form: 'Envíe su caso',
  },
  en: {
    qualify: 'FIND OUT IF YOU QUALIFY',
    steps: [
      'We evaluate your case',
      'We start the process',
      'We follow your case until there is a decision',
    ],
    slider: 'Our attorneys',
    teamLink: 'Meet the whole team',
    form: 'Submit your case',
  },
} as const;

const LOCALES: TLocale[] = ['es', 'en'];

/** The page's own form (not the footer's), by its heading. */
const pageForm = (page: Page, name: string) => page.locator('main').getByRole('region', { name });

test.describe('Services page', () => {
  for (const locale of LOCALES) {
    const words = SERVICES[locale];
    const path = getHref('services', locale);

    test(`When ${path} is opened, then it shows the three practice areas with their long texts, the personal-injury promise, the sister sites in a new tab, the form and no axe violation`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, path);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      const areas = main.getByRole('list', { name: /practice areas|áreas de práctica/i });
      await expect(areas.getByRole('heading', { level: 2 })).toHaveText([...words.areas]);
      for (const block of ['immigration', 'injury', 'trucks']) {
        await expect(areas).toContainText(firstSentence(pageTextFile('services', block, locale)));
      }
      await expect(areas.locator('[data-area="injury"]')).toContainText(words.promise);
      await expect(
        areas.locator(`a[href="${getHref('immigrationLawyer', locale)}"]`),
      ).not.toHaveAttribute('target');
      for (const site of [config.sister_sites.personal_injury, config.sister_sites.trucks]) {
        const link = areas.locator(`a[href="${site}"]`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(pageForm(page, words.form).locator('select[name="situacion"]')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('When the personal-injury link is followed, then the sister site opens in a new tab and the services page stays', async ({
    page,
    context,
  }) => {
    await context.route(`${config.sister_sites.personal_injury}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Injury</title>' }),
    );
    await gotoHydrated(page, '/en/services');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Visit our personal injury site/ }).click(),
    ]);
    await expect(tab).toHaveURL(new RegExp(`^${config.sister_sites.personal_injury}`));
    await expect(page).toHaveURL(/\/en\/services$/);
    await tab.close();
  });
});

test.describe('Immigration lawyer page', () => {
  for (const locale of LOCALES) {
    const words = LAWYER[locale];
    const path = getHref('immigrationLawyer', locale);

    test(`When ${path} is opened, then it shows the introduction, the cases linking to the visa pages, the 3 steps, the lawyer slider linking to the attorneys page, calls to action to the form and no axe violation`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, path);
      const main = page.locator('main');
      await expect(main).toContainText(
        firstSentence(pageTextFile('immigration-lawyer', 'intro', locale)),
      );
      for (const id of ['vawaVisa', 'tVisa', 'uVisa', 'k1Visa'] as const) {
        await expect(main.locator(`h3 a[href="${getHref(id, locale)}"]`)).toBeVisible();
      }
      const steps = main.locator('ol').filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(steps.getByRole('listitem')).toHaveCount(3);
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText([...words.steps]);

      const form = pageForm(page, words.form);
      const anchor = await form.locator('form').getAttribute('id');
      const ctas = main.locator(`a[href="#${anchor}"]`);
      expect(await ctas.count()).toBeGreaterThanOrEqual(3);
      await expect(ctas.first()).toHaveText(words.qualify);
      await expect(form.locator('select[name="situacion"]')).toBeVisible();

      const slider = main.getByRole('region', { name: words.slider });
      const attorneys = attorneyFiles();
      await expect(slider.getByRole('group')).toHaveCount(attorneys.length);
      for (const attorney of attorneys) {
        await expect(slider.getByRole('link', { name: attorney.name })).toHaveAttribute(
          'href',
          getHref('attorneyProfile', locale, { slug: attorney.slug }),
        );
      }
      await expect(main.getByRole('link', { name: words.teamLink })).toHaveAttribute(
        'href',
        getHref('attorneys', locale),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('Calls to action that lead to the form', () => {
  /** Records how the page asks the browser to scroll (smooth or instant). */
  const recordScrolls = (page: Page) =>
    page.evaluate(() => {
      const calls: string[] = [];
      (window as unknown as { __scrolls: string[] }).__scrolls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
        calls.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto');
        return original.call(this, options);
      };
    });
  const scrolls = (page: Page) =>
    page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls);

  test('When "DESCUBRE SI CALIFICAS" is clicked after hydration, then the page scrolls smoothly to the form and focuses its heading, without leaving the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/servicios/abogado-de-inmigracion');
    await recordScrolls(page);
    const form = page.locator('main form#lead-form-visa-es');
    await expect(form).not.toBeInViewport();
    await page.getByRole('link', { name: 'DESCUBRE SI CALIFICAS' }).click();
    // InPageLink focuses the heading of the form's section ('Envíe su caso'), which names it
    await expect(page.locator('main [data-slot="page-lead-form"] h2')).toBeFocused();
    await expect(form).toBeInViewport();
    expect(await scrolls(page)).toEqual(['smooth']);
    await expect(page).toHaveURL(/\/servicios\/abogado-de-inmigracion$/);
  });

  test('When the visitor asks for reduced motion, then every call to action moves to the form at once', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/en/services/immigration-lawyer');
    await recordScrolls(page);
    const ctas = page.locator('main a[href="#lead-form-visa-en"]');
    const count = await ctas.count();
    for (let i = 0; i < count; i += 1) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await ctas.nth(i).click();
      // no waiting: an instant scroll has already arrived
      const top = await page
        .locator('main form#lead-form-visa-en')
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
    }
    expect(await scrolls(page)).toEqual(Array(count).fill('auto'));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('When a call to action is clicked, then the browser jumps to the form by its anchor', async ({
      page,
    }) => {
      for (const path of ['/servicios', '/abogados', '/abogados/ana-herrera']) {
        await page.goto(path);
        await page.locator('main a[href="#lead-form-visa-es"]').first().click();
        await expect(page).toHaveURL(new RegExp(`${path}#lead-form-visa-es$`));
        await expect(page.locator('#lead-form-visa-es')).toBeInViewport();
      }
    });
  });
});
