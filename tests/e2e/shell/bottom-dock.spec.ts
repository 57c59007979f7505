import { expect, test, type Locator, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { gotoHydrated } from '../support/hydrated';

type TBox = { x: number; y: number; width: number; height: number };

const SIZES = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const bar = (page: Page) => page.locator('[data-dock-bar]');

/** The page's floating controls: Quick exit where the page has it, the WhatsApp button. */
async function controls(page: Page): Promise<TBox[]> {
  const boxes = await Promise.all(
    [page.locator('[data-quick-exit]'), page.getByTestId('whatsapp-button')].map(async (c) =>
      (await c.count()) > 0 ? c.boundingBox() : null,
    ),
  );
  return boxes.filter((box): box is TBox => box !== null);
}

async function box(locator: Locator): Promise<TBox> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** Scrolls the window to `y` at once. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

test.describe('No floating control covers text', () => {
  for (const size of SIZES) {
    test(`When the VAWA page is scrolled from top to bottom at ${size.width} px, then Quick exit and the WhatsApp button stay in the opaque bottom bar and never cover the hotline title`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, getHref('vawaVisa', 'es'));
      const dock = await box(bar(page));
      expect(dock.x).toBe(0);
      expect(dock.width).toBe(size.width);
      expect(dock.y + dock.height).toBeCloseTo(size.height, 0);
      const background = await bar(page).evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toMatch(/^rgb\(/);
      const floating = await controls(page);
      expect(floating).toHaveLength(2);
      for (const control of floating) {
        expect(control.y).toBeGreaterThanOrEqual(dock.y);
        expect(control.y + control.height).toBeLessThanOrEqual(dock.y + dock.height);
      }
      const title = page.getByRole('heading', { name: 'Si está en peligro' });
      const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      for (let y = 0; y <= end + 120; y += 120) {
        await scrollTo(page, Math.min(y, end));
        const heading = await box(title);
        // what of the title is on screen: above the bar (what is behind the opaque bar is off screen)
        const bottom = Math.min(heading.y + heading.height, dock.y);
        const top = Math.max(heading.y, 0);
        if (bottom <= top) continue;
        const seen = { ...heading, y: top, height: bottom - top };
        for (const control of await controls(page)) {
          expect(overlaps(seen, control), `hotline title under a control at scroll ${y}`).toBe(
            false,
          );
        }
      }
    });

    test(`When a page is scrolled to its end at ${size.width} px, then its last line is above the bottom bar`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/en/blog');
      await scrollTo(page, 1e6);
      const dock = await box(bar(page));
      const last = await box(page.locator('footer p').last());
      expect(last.y + last.height).toBeLessThanOrEqual(dock.y);
    });
  }
});

/** Brings a field behind the bottom bar (the last line of the screen). */
async function bringBehindBar(field: Locator): Promise<void> {
  await field.evaluate((element) => {
    element.scrollIntoView({ block: 'end', behavior: 'instant' });
    window.scrollBy({ top: 24, behavior: 'instant' });
  });
}

test.describe('The bottom bar and the forms', () => {
  for (const [path, variant] of [
    ['/contacto', 'contact-es'],
    ['/en/form/parole', 'parole-en'],
    ['/en/blog', 'footer-en'],
    ['/blog/vawa-autopeticion-que-es-y-quien-califica', 'blog-es'],
  ] as const) {
    test(`When each field of the ${variant} form on ${path} takes the focus while behind the bar at 375 px, then it scrolls above the bar`, async ({
      page,
    }) => {
      await page.setViewportSize(SIZES[0]);
      await gotoHydrated(page, path);
      const fields = page
        .locator(`form[data-variant="${variant}"]`)
        .locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea');
      expect(await fields.count()).toBeGreaterThan(2);
      for (const field of await fields.all()) {
        if (!(await field.isVisible())) continue;
        await bringBehindBar(field);
        await field.focus();
        const [dock, seen] = [await box(bar(page)), await box(field)];
        expect(seen.y + seen.height).toBeLessThanOrEqual(dock.y);
      }
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: SIZES[0] });
    test('When a field takes the focus before JavaScript runs, then it is above the bar', async ({
      page,
    }) => {
      await page.goto('/en/blog');
      const field = page.locator('form[data-variant="footer-en"] input[name="phone"]');
      await bringBehindBar(field);
      await field.focus();
      expect((await box(field)).y + (await box(field)).height).toBeLessThanOrEqual(
        (await box(bar(page))).y,
      );
    });
  });
});
