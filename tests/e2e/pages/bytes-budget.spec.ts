import { expect, test } from '@playwright/test';
import { getHref, type TRouteId } from '@firm/shared/routes/route-map';
import { PUBLIC_PAGES } from '../../bench/pages-bench/bytes';
import { TARGETS } from '../../bench/pages-bench/result';
import { firstLoadOf } from '../../support/first-load';

/**
 * Issue 17's byte budgets, measured on the build the stack under test serves (deterministic, so they are
 * tests; timings live in `npm run bench`). First-load JavaScript = the entry, the page's chunk and their
 * static imports, gzip -9.
 *
 * JavaScript: the issue's 110 kB ({@link TARGETS}), met since react-router stays on the server
 * (services/web/src/lib/site-router.tsx; react-dom alone is about 62 kB of it). The test names the page
 * and its size when a change breaks it.
 */

test.describe('Byte budgets', () => {
  test('When the web app is built, then every public page’s first-load JavaScript and CSS are within their budgets', () => {
    const over: string[] = [];
    for (const id of PUBLIC_PAGES) {
      const { js, css } = firstLoadOf(id);
      const jsKb = js.gzip / 1024;
      const cssKb = css.gzip / 1024;
      if (jsKb > TARGETS.firstLoadJsKb)
        over.push(
          `${id}: first-load JS ${jsKb.toFixed(2)} kB gzipped > ${TARGETS.firstLoadJsKb} kB`,
        );
      if (cssKb > TARGETS.cssKb)
        over.push(`${id}: CSS ${cssKb.toFixed(2)} kB gzipped > ${TARGETS.cssKb} kB`);
    }
    expect(over).toEqual([]);
  });

  const FIRST_VIEWPORTS: TRouteId[] = ['home', 'uVisa', 'contact', 'testimonials', 'attorneys'];
  for (const id of FIRST_VIEWPORTS)
    for (const locale of ['es', 'en'] as const) {
      const path = getHref(id, locale);
      test(`When ${path} opens on a 375 px phone, then every image in the first viewport has its width and height`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto(path);
        const missing = await page.locator('img').evaluateAll((images) =>
          images
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
            })
            .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
            .map((img) => img.outerHTML.slice(0, 120)),
        );
        expect(missing).toEqual([]);
      });
    }

  test('When the home page opens on a 375 px phone, then its hero image (the LCP element) is at most 60 kB', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const hero = page.locator('img[fetchpriority="high"]').first();
      await expect(hero).toBeVisible();
      const src = await hero.evaluate((img) => (img as HTMLImageElement).currentSrc);
      const bytes = (await (await request.get(src)).body()).length;
      expect(bytes, `${path}: hero ${src} is ${(bytes / 1024).toFixed(1)} kB`).toBeLessThanOrEqual(
        60 * 1024,
      );
    }
  });
});
