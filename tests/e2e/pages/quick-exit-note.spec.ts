import { expect, test, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { gotoHydrated } from '../support/hydrated';

const note = '[data-slot="safety-note"]';

/** The note's text as a visitor sees it (innerText leaves out what CSS hides). */
const seenText = (page: Page) =>
  page.locator(note).evaluate((element) => (element as HTMLElement).innerText);

test.describe('The note on browsing safely beside Quick exit', () => {
  test('When a phone with a touch screen opens the VAWA page, then the note says to tap and never mentions the Esc key', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await gotoHydrated(page, getHref('vawaVisa', 'es'));
    const text = await seenText(page);
    expect(text).toContain('Toque “Salida rápida”');
    expect(text).not.toMatch(/\bEsc/i);
    await page.goto(getHref('tVisa', 'en'));
    expect(await seenText(page)).not.toMatch(/\bEsc/i);
    await context.close();
  });

  test('When a computer with a mouse opens the page, then the note offers the Esc shortcut too', async ({
    page,
  }) => {
    await gotoHydrated(page, getHref('uVisa', 'es'));
    const text = await seenText(page);
    expect(text).toContain('pulse Esc dos veces');
    expect(text).not.toContain('Toque “Salida rápida”');
  });

  for (const locale of ['es', 'en'] as const) {
    test(`When the ${locale} VAWA page opens, then the note says in plain sight what Quick exit cannot do and how to clear the history`, async ({
      page,
    }) => {
      await gotoHydrated(page, getHref('vawaVisa', locale));
      const tips = page.locator(`${note} details`);
      await expect(tips).not.toHaveAttribute('open');
      const text = await seenText(page);
      const expected =
        locale === 'es'
          ? ['Lo que no puede hacer:', 'borrar su historial', 'Historial', 'ventana privada']
          : ['What it cannot do:', 'erase your history', 'History', 'private (incognito) window'];
      for (const words of expected) expect(text).toContain(words);
      expect(text).not.toMatch(/no se vuelve aquí|will not bring you back/);
    });

    test(`When the ${locale} T visa page opens, then 911 and both national hotlines are visible tap-to-call links, without opening anything`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await gotoHydrated(page, getHref('tVisa', locale));
      const hotlines = page.locator('[data-slot="hotlines"]');
      await expect(hotlines).toBeVisible();
      expect(await hotlines.evaluate((el) => el.closest('details'))).toBeNull();
      for (const href of ['tel:911', 'tel:+18007997233', 'tel:+18883737888']) {
        const link = hotlines.locator(`a[href="${href}"]`);
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
      }
      await expect(hotlines.locator('a[href="sms:88788?&body=START"]')).toContainText('88788');
      await expect(hotlines.locator('a[href="sms:233733"]')).toContainText('233733');
    });
  }
});
