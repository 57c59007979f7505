import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';

/** The text of each line a link is drawn on, read from where each character lands. */
function renderedLines(link: Locator): Promise<string[]> {
  return link.evaluate((element) => {
    const lines: string[] = [];
    let current = '';
    let top: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const y = Math.round(range.getBoundingClientRect().top);
        if (top !== null && y > top + 2) {
          lines.push(current);
          current = '';
        }
        top = y;
        current += text[i];
      }
    }
    lines.push(current);
    return lines;
  });
}

test.describe('The footer', () => {
  test('When the footer is shown at 375 px, then the e-mail address wraps after the @, never inside a word, and fits on one line on a desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/');
    const email = page.locator('footer a[href^="mailto:"]');
    const address = (await email.getAttribute('href'))!.replace('mailto:', '');
    const [local, domain] = address.split('@');
    expect(await renderedLines(email)).toEqual([`${local}@`, domain]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => renderedLines(email)).toEqual([address]);
  });
});
