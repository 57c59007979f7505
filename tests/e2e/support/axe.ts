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
  const result = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}
