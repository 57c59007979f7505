import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** An e-mail's HTML as Chromium lays it out, for checks a mail client's reader would see. */
export type TRenderedMail = {
  page: Page;
  /** The document's scroll width: wider than the viewport means sideways scrolling on a phone. */
  scrollWidth: number;
  /** The links in document order, as the reader taps them. */
  links: { text: string; href: string; height: number }[];
  /** The text as shown, in document order. */
  text: string;
  close: () => Promise<void>;
};

/** One headless Chromium (Debian's, or CHROMIUM_PATH) for a test file's e-mail renders. */
export async function startMailBrowser(): Promise<{
  render: (html: string, width: number, shot?: string) => Promise<TRenderedMail>;
  close: () => Promise<void>;
}> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  return {
    /**
     * Lays `html` out at `width` CSS pixels (a phone at 375), with no network; with `shot` set and
     * MAIL_SHOTS_DIR in the environment, a full-page screenshot is saved there under that name.
     */
    async render(html, width, shot) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        javaScriptEnabled: false,
      });
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      const dir = process.env.MAIL_SHOTS_DIR;
      if (shot && dir) {
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, `${shot}-${width}.png`), fullPage: true });
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      const links = await page.$$eval('a', (anchors) =>
        anchors.map((a) => ({
          text: (a.textContent ?? '').trim(),
          href: a.getAttribute('href') ?? '',
          height: a.getBoundingClientRect().height,
        })),
      );
      const text = await page.evaluate(() => document.body.innerText);
      return { page, scrollWidth, links, text, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}
