import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './support/stack';

/** Browser tests: Debian's Chromium driven by Playwright against the whole running stack. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['studio/**', 'samples/**'],
    },
    // the content studio's tests change the site's content: they run once every other test is done
    // (to run only them: `npx playwright test -c tests/e2e/playwright.config.ts --no-deps tests/e2e/studio`)
    {
      name: 'studio',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'studio/**/*.spec.ts',
      dependencies: ['chromium'],
    },
    {
      // takes every sample content off the site (issue 30 §3): alone, after everything else
      name: 'samples',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'samples/**/*.spec.ts',
      dependencies: ['studio'],
    },
  ],
});
