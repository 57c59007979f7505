import { expect } from '@playwright/test';
import { axeViolations as violations } from '../support/axe';
import { PER_CONTENT_PAGE_MS, contentCases, staticCases } from '../support/route-cases';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';

test.describe('WCAG 2.1 AA (axe-core) on every route', () => {
  for (const route of staticCases()) {
    test(`When ${route.path} is checked, then axe finds no violation`, async ({ routePage }) => {
      await gotoHydrated(routePage, route.path);
      expect(await violations(routePage)).toEqual([]);
    });
  }

  test('When the content pages are checked, then axe finds no violation', async ({
    routePage,
    request,
  }) => {
    const cases = await contentCases(request);
    test.setTimeout(cases.length * PER_CONTENT_PAGE_MS);
    for (const route of cases) {
      await gotoHydrated(routePage, route.path);
      expect(await violations(routePage), route.path).toEqual([]);
    }
  });

  test('When a 404 page is checked in both languages, then axe finds no violation', async ({
    routePage,
  }) => {
    for (const path of ['/no-existe', '/en/does-not-exist']) {
      await routePage.goto(path);
      expect(await violations(routePage), path).toEqual([]);
    }
  });

  test('When the mobile menu is open at 375 px, then axe finds no violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'NOSOTROS' }).click();
    expect(await violations(page)).toEqual([]);
  });

  test('When a desktop dropdown is open, then axe finds no violation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/en');
    await page.getByRole('button', { name: 'ABOUT US' }).click();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('Keyboard and motion', () => {
  test('When the first Tab is pressed, then the skip link appears and moves focus to the main content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('When a focusable element has focus, then a visible outline is drawn', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).toBe('solid');
  });

  test('When the visitor prefers reduced motion, then transitions are switched off', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    const duration = await page.evaluate(
      () => getComputedStyle(document.querySelector('header') as Element).transitionDuration,
    );
    expect(duration.split(',').every((value) => parseFloat(value) <= 0.001)).toBe(true);
  });
});
