import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { TSiteConfig } from '@firm/shared/content/site-config';

/** The firm's facts as the firm wrote them (`infra/content/site-config.json`), read fresh by each test. */
export function siteConfig(): TSiteConfig {
  const file = path.join(process.cwd(), 'infra/content/site-config.json');
  return JSON.parse(readFileSync(file, 'utf8')) as TSiteConfig;
}

/** Viewport widths of the screenshots a person looks at: a phone and a laptop. */
export const SCREENSHOT_WIDTHS = [375, 1280] as const;

/**
 * Saves a full-page screenshot as `test-results/screenshots/<name>-<lang>-<width>.png` at the page's
 * current state (the viewport width is the caller's).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  lang: string,
  width: number,
): Promise<void> {
  await page.screenshot({
    path: path.join('test-results', 'screenshots', `${name}-${lang}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
