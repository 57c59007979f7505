import type { Page, Response } from '@playwright/test';

/**
 * Opens a path and waits until React has hydrated the page (the navbar marks itself `data-enhanced`
 * once its effects run), which is sooner and more exact than waiting for the network to be idle.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('header[data-enhanced="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Waits until the current page has hydrated (after a navigation the test did itself). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('header[data-enhanced="true"]').waitFor({ state: 'attached' });
}
