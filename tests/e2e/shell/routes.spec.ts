import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TRouteCase } from '../support/route-cases';
import { PER_CONTENT_PAGE_MS, contentCases, staticCases } from '../support/route-cases';
import { gotoHydrated, waitForHydration } from '../support/hydrated';
import { test } from '../support/route-tab';

const LANG = { en: 'en', es: 'es' } as const;

async function expectPage(page: Page, route: TRouteCase): Promise<void> {
  const response = await page.goto(route.path);
  expect(response?.status(), `${route.path} status`).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', LANG[route.locale]);
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page).toHaveTitle(/.+ \| Herrera/);
}

test.describe('Every route of the route map', () => {
  for (const route of staticCases()) {
    test(`When ${route.path} is requested, then it answers 200 in '${route.locale}' with one heading and no errors`, async ({
      routePage,
      routeReport,
    }) => {
      await expectPage(routePage, route);
      await waitForHydration(routePage);
      expect(routeReport.errors, 'console errors (hydration included)').toEqual([]);
      expect(routeReport.cspViolations).toEqual([]);
    });
  }

  test('When a content page (attorney, article, category, lives) is requested in either language, then it answers 200 with its heading', async ({
    routePage,
    request,
  }) => {
    const cases = await contentCases(request);
    test.setTimeout(cases.length * PER_CONTENT_PAGE_MS);
    for (const route of cases) await expectPage(routePage, route);
  });
});

test.describe('Navigation inside the site', () => {
  test('When a link of the frame is followed after hydration, then the edge answers the new page, which hydrates with no error (no router in the browser)', async ({
    routePage: page,
    routeReport,
  }) => {
    await gotoHydrated(page, '/en/contact');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    const answer = page.waitForResponse((response) => response.url().endsWith('/en/sitemap'));
    await page.locator('footer').getByRole('link', { name: 'Sitemap' }).click();
    expect((await answer).request().resourceType()).toBe('document');
    await expect(page).toHaveURL(/\/en\/sitemap$/);
    await expect(page.locator('main h1')).toHaveText('Sitemap');
    await expect(page).toHaveTitle(/^Sitemap \| Herrera Immigration Law$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      undefined,
    );
    await waitForHydration(page);
    expect(routeReport.errors, 'console errors (hydration included)').toEqual([]);
  });
});

test.describe('The language switch', () => {
  for (const route of staticCases()) {
    test(`When the switch is followed on ${route.path}, then the page lands on ${route.switchTarget}`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, route.path);
      const other = route.locale === 'en' ? 'es' : 'en';
      await page.getByTestId('site-header').getByTestId('language-switch').click();
      await expect(page).toHaveURL((url) => url.pathname === route.switchTarget);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('main h1')).toBeVisible();
    });
  }

  test('When the switch is followed on content pages (blog articles and categories included), then each lands on its counterpart', async ({
    routePage: page,
    request,
  }) => {
    const cases = await contentCases(request);
    test.setTimeout(cases.length * PER_CONTENT_PAGE_MS);
    for (const route of cases) {
      await gotoHydrated(page, route.path);
      await page.getByTestId('site-header').getByTestId('language-switch').click();
      await expect(page, `switch from ${route.path}`).toHaveURL(
        (url) => url.pathname === route.switchTarget,
      );
      await expect(page.locator('main h1')).toBeVisible();
    }
  });

  test('When a blog article is opened directly through its redirect path, then the edge answers 301 to the counterpart', async ({
    page,
    request,
  }) => {
    const cases = (await contentCases(request)).filter((route) => route.id === 'blogArticle');
    for (const route of cases) {
      await page.goto(route.path);
      const href = await page
        .getByTestId('site-header')
        .getByTestId('language-switch')
        .getAttribute('href');
      expect(href).toMatch(/redirect/);
      const response = await request.get(href as string, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(route.switchTarget);
    }
  });
});
