import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { startEdgeWithoutContent, type TEdgeProcess } from '../support/edge-process';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';
import {
  asOfLine,
  sectionHeadings,
  VISA_CASES,
  visaCase,
  type TVisaCase,
} from './support/visa-cases';

const SCREENSHOTS = path.join(process.cwd(), 'test-results', 'screenshots');

/** The form the page's call to action leads to. */
const formId = (locale: string) => `lead-form-visa-${locale}`;

async function screenshot(page: Page, visa: TVisaCase, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${visa.key}-${visa.locale}-${width}.png`),
    fullPage: true,
  });
}

test.describe('Visa pages: sections, facts and form', () => {
  for (const visa of VISA_CASES) {
    test(`When ${visa.path} is opened, then it shows its sections, key facts, the button to the form and the form, with no axe violation`, async ({
      routePage: page,
      routeReport,
    }) => {
      const response = await gotoHydrated(page, visa.path);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(visa.heading);
      await expect(
        main.getByRole('navigation', { name: /Breadcrumb|Ruta de navegación/ }),
      ).toBeVisible();
      for (const section of sectionHeadings(visa.key, visa.locale)) {
        await expect(
          main.getByRole('heading', { level: 2, name: section, exact: true }),
        ).toBeVisible();
      }
      for (const fact of visa.facts) await expect(main).toContainText(fact);
      await expect(main).toContainText(asOfLine(visa.key, visa.locale));
      const cta = main.getByRole('link', { name: visa.cta });
      await expect(cta).toHaveAttribute('href', `#${formId(visa.locale)}`);
      expect(await cta.evaluate((a) => (a as HTMLElement).innerText)).toBe(visa.cta.toUpperCase());
      const form = main.locator(`form#${formId(visa.locale)}`);
      await expect(form.locator('select[name="situacion"]')).toBeVisible();
      await expect(page.locator('[data-quick-exit]')).toHaveCount(visa.quickExit ? 1 : 0);
      expect(await axeViolations(page)).toEqual([]);
      expect(routeReport.errors).toEqual([]);
      expect(routeReport.cspViolations).toEqual([]);
      await screenshot(page, visa, 1280);
      await screenshot(page, visa, 375);
    });
  }

  for (const locale of ['es', 'en'] as const) {
    test(`When the ${locale} humanitarian page is opened, then its cards link to the VAWA, T and U pages`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, getHref('humanitarianVisa', locale));
      const cards = page.locator('[data-slot="visa-cards"] li');
      await expect(cards).toHaveCount(3);
      const targets = (['vawaVisa', 'tVisa', 'uVisa'] as const).map((id) => getHref(id, locale));
      for (const [i, href] of targets.entries()) {
        await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', href);
      }
      await cards.nth(1).getByRole('link').click();
      await expect(page).toHaveURL(targets[1] as string);
      await expect(page.locator('main h1')).toHaveText(visaCase('tVisa', locale).heading);
    });
  }

  test('When the Spanish visa pages are read, then victims are addressed without assuming a gender (courtesy "le", never "lo maltrató" or "protegerlo"), and only a citizen son or daughter is in the VAWA description', async ({
    routePage: page,
  }) => {
    await gotoHydrated(page, getHref('tVisa', 'es'));
    await expect(page.locator('main header')).toContainText('le obligó a trabajar');
    await expect(page.locator('main header')).toContainText('la ley puede protegerle');
    for (const visa of VISA_CASES.filter((c) => c.locale === 'es')) {
      await page.goto(visa.path);
      await expect(page.locator('main')).not.toContainText(
        /\blos? (obligó|obligaron|explotó|maltrató|ayudó|dejan|amenazan|escucharemos)\b|protegerlo\b/,
      );
      await expect(page.locator('main')).not.toContainText(
        /a cambio de dinero|\bcrimen\b|el acoso\b/,
      );
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, visa.path).toBeLessThanOrEqual(160);
    }
    await page.goto(getHref('vawaVisa', 'es'));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(
      'padres maltratados por un hijo o hija ciudadano de 21 años o más',
    );
    expect(description).not.toMatch(/hijo (adulto )?ciudadano o residente/);
  });
});

test.describe('The button that leads to the form', () => {
  test('When it is clicked after hydration, then the page scrolls smoothly to the form, focuses its heading and adds no history entry', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, getHref('k1Visa', 'es'));
    const entries = await page.evaluate(() => history.length);
    // smooth: the first frame has not moved yet when the click returns
    const atClick = await page.evaluate(() => {
      document.querySelector<HTMLElement>('main header a[href^="#lead-form"]')?.click();
      return window.scrollY;
    });
    expect(atClick).toBe(0);
    const section = page.locator('[data-slot="page-lead-form"]');
    const heading = section.getByRole('heading', { name: 'Envíe su caso' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(section.locator('input[name="nombre"]')).toBeInViewport();
    expect(await page.evaluate(() => [history.length, location.hash])).toEqual([entries, '']);
  });

  test('When the visitor prefers reduced motion, then the jump to the form is instant', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, getHref('uVisa', 'en'));
    const atClick = await page.evaluate(() => {
      document.querySelector<HTMLElement>('main header a[href^="#lead-form"]')?.click();
      return window.scrollY;
    });
    expect(atClick).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Submit your case' }).first()).toBeFocused();
  });

  test('When JavaScript is off, then the button is a link to the form’s id and takes the visitor there', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(getHref('vawaVisa', 'en'));
    const cta = page.getByRole('link', { name: 'Find out if you qualify' });
    await expect(cta).toHaveAttribute('href', '#lead-form-visa-en');
    await expect(page.locator('form#lead-form-visa-en')).toHaveCount(1);
    await cta.click();
    await expect(page).toHaveURL(/#lead-form-visa-en$/);
    await expect(page.locator('form#lead-form-visa-en input[name="nombre"]')).toBeInViewport();
    await context.close();
  });
});

test.describe('A visa page when the content service cannot give its text', () => {
  let edge: TEdgeProcess | undefined;

  test.beforeAll(async () => {
    edge = await startEdgeWithoutContent();
  });
  test.afterAll(() => edge?.stop());

  test('When the VAWA page is rendered without its text, then the frame, the notice, the summary, Quick exit and the form are there', async ({
    page,
  }) => {
    const response = await page.goto(`${edge?.origin}${getHref('vawaVisa', 'es')}`);
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText(visaCase('vawaVisa', 'es').heading);
    await expect(main.locator('[data-slot="page-text-notice"]')).toBeVisible();
    await expect(main.locator('[data-slot="visa-facts"]')).toContainText('I-360');
    await expect(page.getByRole('link', { name: 'Salida rápida', exact: true })).toBeVisible();
    await expect(main.locator('[data-slot="safety-note"] details')).toHaveCount(0);
    await expect(main.locator('form#lead-form-visa-es select[name="situacion"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
