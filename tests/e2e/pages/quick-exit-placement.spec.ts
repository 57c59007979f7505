import { expect, test, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydrated';

const article = (locale: 'es' | 'en', slug: string) => getHref('blogArticle', locale, { slug });
const category = (locale: 'es' | 'en', slug: string) => getHref('blogCategory', locale, { slug });

/** Pages about the VAWA, T and U visas that the blog holds (marked in infra/content). */
const WITH_QUICK_EXIT = [
  article('es', 'vawa-autopeticion-que-es-y-quien-califica'),
  article('en', 'vawa-self-petition-what-it-is-and-who-qualifies'),
  category('es', 'vawa'),
  category('en', 'vawa'),
  category('es', 'visa-t'),
  category('en', 'u-visa'),
];

/** Blog pages about other visas. */
const WITHOUT_QUICK_EXIT = [
  article('es', 'visa-k1-prometidos-pasos-y-requisitos'),
  article('en', 'k1-fiance-visa-steps-and-requirements'),
  category('es', 'visa-k1-prometidos'),
  category('en', 'parole'),
];

const quickExit = (page: Page) => page.locator('[data-quick-exit]');

test.describe('Quick exit on the blog pages about abuse and trafficking', () => {
  for (const path of WITH_QUICK_EXIT) {
    test(`When ${path} is opened, then it has Quick exit, the note with the hotlines, and no axe violation`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect(quickExit(page)).toHaveCount(1);
      await expect(quickExit(page)).toBeVisible();
      await expect(page.locator('[data-slot="safety-note"]')).toBeVisible();
      await expect(page.locator('[data-slot="hotlines"] a[href="tel:911"]')).toBeVisible();
      await expect(page.locator('[data-slot="safety-note"] details')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const path of WITHOUT_QUICK_EXIT) {
    test(`When ${path} is opened, then it has neither Quick exit nor the note`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(quickExit(page)).toHaveCount(0);
      await expect(page.locator('[data-slot="safety-note"]')).toHaveCount(0);
    });
  }

  test('When Escape is pressed twice on a VAWA article, then it leaves for the neutral site', async ({
    page,
    context,
  }) => {
    await context.route('https://weather.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Weather today</h1>' }),
    );
    await gotoHydrated(page, WITH_QUICK_EXIT[0] as string);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('https://weather.com/es-US');
  });
});
