import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's WCAG 2.1 AA violations on the page as it is. Legacy mode runs axe.run in the page itself: the
 * default mode finishes every analysis in a new blank tab (a new renderer process and a second
 * injection of axe, about 1 s a page on the 2-core CI machine) so that it can also test cross-origin
 * frames, and the site's only ones (map, videos) are third-party pages that cannot load offline.
 * The site's own iframe elements are still checked (frame-title).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleScrollIns(page);
  const result = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/**
 * Shows every section held back for its scroll-in (components/reveal: `data-reveal="pending"`, transparent
 * until it scrolls into view) and waits until the fades have ended: axe then checks the page as a visitor
 * sees it once scrolled, not text caught transparent or mid-fade (axe scrolls elements into view itself).
 */
async function settleScrollIns(page: Page): Promise<void> {
  const held = await page.evaluate(async () => {
    // Reveal marks what it holds back in the frame after hydration: let that frame pass first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const pending = document.querySelectorAll<HTMLElement>('[data-reveal="pending"]');
    pending.forEach((element) => (element.dataset.reveal = 'shown'));
    return pending.length;
  });
  if (held === 0) return;
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}
