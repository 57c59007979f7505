import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { E2E_BASE_URL } from '../support/stack';
import { gotoHydrated, waitForHydration } from '../support/hydrated';

/** Where Quick exit goes (The Weather Channel, in the page's language). */
const NEUTRAL = { es: 'https://weather.com/es-US', en: 'https://weather.com/' } as const;

/** The network is closed: the neutral site answers with a tiny page of its own (and notes any Referer it got). */
async function serveNeutralSite(context: BrowserContext): Promise<string[]> {
  const visits: string[] = [];
  await context.route('https://weather.com/**', (route) => {
    const referer = route.request().headers()['referer'];
    visits.push(referer ? `${route.request().url()} from ${referer}` : route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Weather</title><h1>Weather today</h1></html>',
    });
  });
  return visits;
}

const quickExit = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const hidden = (page: Page) =>
  page.evaluate(() => document.documentElement.style.visibility === 'hidden');

/** Opens `before`, then `visa` (two history entries), both hydrated. */
async function visitAfter(page: Page, before: string, visa: string): Promise<void> {
  await gotoHydrated(page, before);
  await gotoHydrated(page, visa);
}

/** After leaving for the neutral site, the back button lands on `before` (with its heading), not the visa page. */
async function expectBackOn(page: Page, neutral: string, before: string, heading: string) {
  await expect(page).toHaveURL(neutral);
  await page.goBack();
  await expect(page).toHaveURL(before);
  await expect(page.locator('main h1')).toHaveText(heading);
}

test.describe('Quick exit on the VAWA, T and U pages', () => {
  test('When Quick exit is tapped in a tab with earlier pages, then the neutral site opens in a new tab with no history, and the old tab keeps only the pages before', async ({
    page,
    context,
  }) => {
    const visits = await serveNeutralSite(context);
    const previous = getHref('humanitarianVisa', 'es');
    await visitAfter(page, previous, getHref('vawaVisa', 'es'));
    // in-page links on these pages add no history entry that would bring the page back
    await page.getByRole('link', { name: 'Descubre si calificas' }).click();
    await expect(page.getByRole('heading', { name: 'Envíe su caso' }).first()).toBeFocused();
    const entriesBefore = await page.evaluate(() => history.length);
    const button = quickExit(page, 'Salida rápida');
    await expect(button).toHaveAttribute('href', NEUTRAL.es);
    const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await expect(tab.getByRole('heading', { name: 'Weather today' })).toBeVisible();
    expect(tab.url()).toBe(NEUTRAL.es);
    // the new tab: one entry, no way back, no handle on the firm's window
    expect(await tab.evaluate(() => [history.length, window.opener === null])).toEqual([1, true]);
    expect(await tab.goBack()).toBeNull();
    expect(tab.url()).toBe(NEUTRAL.es);
    // the old tab: its current entry is the neutral site; the entries before it are what no page can erase
    await expect(page).toHaveURL(NEUTRAL.es);
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore);
    await expectBackOn(page, NEUTRAL.es, previous, 'Visas humanitarias');
    expect(visits.every((url) => url === NEUTRAL.es)).toBe(true);
  });

  test('When Quick exit is tapped in a tab whose only page is the visa page, then that tab closes and only the neutral tab remains', async ({
    page,
    context,
  }) => {
    await serveNeutralSite(context);
    // as when the page was opened from another app or a link in a new tab: its tab has one entry
    await page.setContent(
      `<a href="${E2E_BASE_URL}${getHref('tVisa', 'en')}" target="_blank">T</a>`,
    );
    const [visa] = await Promise.all([page.waitForEvent('popup'), page.locator('a').click()]);
    await waitForHydration(visa);
    expect(await visa.evaluate(() => history.length)).toBe(1);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      // the tab may close before the click's own bookkeeping ends: only that error is expected
      quickExit(visa, 'Quick exit')
        .click()
        .catch((error: unknown) => {
          if (!visa.isClosed()) throw error;
        }),
    ]);
    await expect(tab.getByRole('heading', { name: 'Weather today' })).toBeVisible();
    await expect.poll(() => visa.isClosed()).toBe(true);
    expect(await tab.evaluate(() => history.length)).toBe(1);
    const firm = context.pages().filter((open) => open.url().startsWith(E2E_BASE_URL));
    expect(firm).toEqual([]);
  });

  test('When Escape is pressed twice, then the neutral site replaces the page and going back does not return to it', async ({
    page,
    context,
  }) => {
    await serveNeutralSite(context);
    const previous = getHref('uVisa', 'en');
    await visitAfter(page, previous, getHref('tVisa', 'en'));
    await page.locator('input[name="nombre"]').first().fill('Ana');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expectBackOn(page, NEUTRAL.en, previous, 'U visa for crime victims');
  });

  test('When Escape is pressed once, or twice too far apart, or with another key between, then nothing happens', async ({
    page,
    context,
  }) => {
    const visits = await serveNeutralSite(context);
    await page.clock.install();
    const vawa = getHref('vawaVisa', 'en');
    await gotoHydrated(page, vawa);
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.keyboard.press('Escape');
    expect(await hidden(page)).toBe(false);
    await page.clock.runFor(1_001);
    await page.keyboard.press('Escape');
    expect(await hidden(page)).toBe(false);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await hidden(page)).toBe(false);
    await expect(page).toHaveURL(vawa);
    expect(visits).toEqual([]);
    // the same page still leaves on a real double press (so the presses above were heard)
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(NEUTRAL.en);
    // the Tab key above counts as a user activation for a few seconds: the exit may open a new tab too
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((url) => url === NEUTRAL.en)).toBe(true);
  });

  test('When the visitor came from the humanitarian page inside the site, then going back after Quick exit shows that page, not the visa page', async ({
    page,
    context,
  }) => {
    await serveNeutralSite(context);
    const humanitarian = getHref('humanitarianVisa', 'en');
    await gotoHydrated(page, humanitarian);
    await page.getByRole('link', { name: 'More about the U visa' }).click();
    await expect(page.locator('main h1')).toHaveText('U visa for crime victims');
    // the link loaded the U visa page; hydrated, Quick exit replaces its history entry
    await waitForHydration(page);
    await Promise.all([context.waitForEvent('page'), quickExit(page, 'Quick exit').click()]);
    await expectBackOn(page, NEUTRAL.en, humanitarian, 'Humanitarian visas');
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveAttribute('style', /hidden/);
  });

  test('When JavaScript is off, then Quick exit is a same-tab link that still leaves the site', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await serveNeutralSite(context);
    const page = await context.newPage();
    await page.goto(getHref('tVisa', 'es'));
    const button = quickExit(page, 'Salida rápida');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(button).not.toHaveAttribute('target', /.*/);
    await button.click();
    await expect(page).toHaveURL(NEUTRAL.es);
    await context.close();
  });

  test('When the page is seen at 375 px, then Quick exit is within thumb reach, clear of the WhatsApp button and of the form inputs, and stays on top of the open menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, getHref('vawaVisa', 'es'));
    const button = quickExit(page, 'Salida rápida');
    const box = await button.boundingBox();
    const whatsapp = await page.getByTestId('whatsapp-button').boundingBox();
    if (!box || !whatsapp) throw new Error('Quick exit and WhatsApp must be visible');
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(740 - 80);
    expect(box.x + box.width).toBeLessThan(whatsapp.x);
    const overlaps = (a: typeof box, b: typeof box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const inputs = page
      .locator('[data-slot="page-lead-form"]')
      .locator('input:visible, select, textarea');
    for (let i = 0; i < (await inputs.count()); i += 1) {
      await inputs.nth(i).focus();
      const input = await inputs.nth(i).boundingBox();
      const [exit, chat] = [
        await button.boundingBox(),
        await page.getByTestId('whatsapp-button').boundingBox(),
      ];
      if (!input || !exit || !chat) throw new Error('missing box');
      expect(overlaps(input, exit), `input ${i} under Quick exit`).toBe(false);
      expect(overlaps(input, chat), `input ${i} under WhatsApp`).toBe(false);
    }
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const onTop = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(onTop).toBe(true);
  });
});
