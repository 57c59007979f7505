import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';

test.describe('Mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('When the hamburger is pressed at 375 px, then a full-screen menu opens with a close button and keeps focus inside', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Abrir menú' });
    await hamburger.click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeCloseTo(375, 0);
    expect(box?.height).toBeCloseTo(740, 0);
    await expect(dialog.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    await hamburger.click();
    await dialog.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(dialog).toBeHidden();
  });

  test('When a section of the mobile menu is expanded and a link followed, then the menu closes on the new page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const visas = dialog.getByRole('button', { name: 'VISAS' });
    await visas.click();
    await expect(visas).toHaveAttribute('aria-expanded', 'true');
    await dialog.getByRole('link', { name: 'U visa' }).click();
    await expect(page).toHaveURL(/\/en\/humanitarian-visa\/u-visa$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('main h1')).toHaveText('U visa for crime victims');
  });

  test('When the mobile menu is open, then CALL NOW, the language switch and the blog search are in it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contacto');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await expect(dialog.getByRole('link', { name: 'LLAME AHORA' })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(dialog.getByTestId('language-switch')).toHaveAttribute('href', '/en/contact');
    await expect(dialog.getByRole('searchbox', { name: 'Buscar en el blog' })).toBeVisible();
  });
});

test.describe('The 1024 px breakpoint', () => {
  test('When the window is 1023 px wide, then the hamburger shows and the bar items hide', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  });

  test('When the window is 1024 px wide, then the bar items show and the hamburger hides', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    const header = await page.getByTestId('site-header').boundingBox();
    expect(header?.height).toBeLessThan(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1024,
    );
  });

  test('When the menu is open and the window grows to 1024 px, then the menu closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
