import type { Page } from '@playwright/test';
import { test as base, devices } from '@playwright/test';
import { E2E_BASE_URL } from './stack';
import { watchPage, type TPageReport } from '../shell/support/page-watch';

type TRouteTab = { page: Page; report: TPageReport };

const { defaultBrowserType: _unused, ...DESKTOP } = devices['Desktop Chrome'];

/**
 * Tests that only open pages and look at them (status, heading, console, axe, the language switch)
 * share one browser tab per worker instead of a new context each. A navigation in a tab that
 * already shows the site reuses its renderer process and its cache of the immutable assets: on
 * the 2-core CI machine it costs about 0.5 s where a fresh context's first load costs 1.5–2 s
 * alone, 4–5 s beside a second worker. Every test navigates first and starts with an empty
 * report and the desktop viewport, so none depends on another's page; Playwright replaces a
 * worker (and so its tab) after a failed test. Tests that submit forms, rely on a fresh cookie
 * jar or open menus at other sizes keep their own context (`page`).
 */
export const test = base.extend<
  { routePage: Page; routeReport: TPageReport },
  { routeTab: TRouteTab }
>({
  routeTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...DESKTOP, baseURL: E2E_BASE_URL });
      const page = await context.newPage();
      await use({ page, report: await watchPage(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  routePage: async ({ routeTab }, use) => {
    await routeTab.page.setViewportSize(DESKTOP.viewport);
    await use(routeTab.page);
  },
  routeReport: async ({ routeTab }, use) => {
    routeTab.report.errors.length = 0;
    routeTab.report.cspViolations.length = 0;
    await use(routeTab.report);
  },
});
