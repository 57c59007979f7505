import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** Where the screenshots a person looks at are kept (test-results/screenshots/<page>-<lang>-<width>.png). */
const DIR = path.join(process.cwd(), 'test-results', 'screenshots');

/** The widths every page is looked at: a phone and a laptop. */
export const SCREEN_WIDTHS = [375, 1280] as const;

/**
 * Saves a full-page screenshot of a path at each width. The page is scrolled to its end first, so the
 * lazily loaded images (and the elements that appear on scroll) are in the picture.
 * @param page - the tab to use
 * @param urlPath - the page's path
 * @param name - the file's name without width (`testimonials-es`)
 */
export async function saveScreens(page: Page, urlPath: string, name: string): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, urlPath);
    await page.evaluate(async () => {
      const step = window.innerHeight / 2;
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    // Every image a person would see has loaded (a lazy image on a carousel slide out of view never starts).
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        return image.complete || box.left >= window.innerWidth || box.right <= 0;
      }),
    );
    await page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), fullPage: true });
  }
}
