import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';

const SHOTS = path.join(process.cwd(), 'test-results', 'screenshots');

let admin: TE2EStaff;

test.beforeAll(() => {
  admin = addStaff('admin', { name: 'Ana Herrera' });
  mkdirSync(SHOTS, { recursive: true });
});

test.describe('Staff pages: accessibility and phones', () => {
  test('When the sign-in page is checked in both languages, then axe finds no violation', async ({
    page,
  }) => {
    for (const url of ['/staff/ingresar', '/en/staff/sign-in']) {
      await page.goto(url);
      expect(await axeViolations(page), url).toEqual([]);
    }
    await page.getByLabel('E-mail address').fill('x@firm.test');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('staff-alert')).toBeVisible();
    expect(await axeViolations(page), 'with the refusal').toEqual([]);
  });

  test('When every staff page is checked signed in as an admin, then axe finds no violation', async ({
    page,
  }) => {
    await signInAs(page, admin);
    for (const url of [
      '/staff',
      '/en/staff',
      '/staff/redes-sociales',
      '/staff/cuentas',
      '/en/staff/accounts',
      '/staff/contrasena',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (url.includes('cuentas') || url.includes('accounts'))
        await expect(page.getByTestId('staff-account').first()).toBeVisible();
      expect(await axeViolations(page), url).toEqual([]);
    }
  });

  for (const width of [375, 1280]) {
    test(`When the sign-in page and the social-media form are shown ${width} px wide, then nothing overflows and screenshots are kept`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/staff/ingresar');
      await page.screenshot({
        path: path.join(SHOTS, `staff-sign-in-${width}.png`),
        fullPage: true,
      });
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(await overflow()).toBe(false);
      await signInAs(page, admin);
      await page.goto('/staff/redes-sociales');
      await expect(page.locator('form[data-variant="social-media"]')).toHaveAttribute(
        'data-ready',
        'true',
      );
      expect(await overflow()).toBe(false);
      await page.screenshot({
        path: path.join(SHOTS, `staff-social-media-form-${width}.png`),
        fullPage: true,
      });
      await page.goto('/staff/cuentas');
      await expect(page.getByTestId('staff-account').first()).toBeVisible();
      expect(await overflow()).toBe(false);
      await page.screenshot({
        path: path.join(SHOTS, `staff-accounts-${width}.png`),
        fullPage: true,
      });
    });
  }
});
