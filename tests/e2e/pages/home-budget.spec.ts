import { expect, test } from '@playwright/test';
import { firstLoadOf } from '../../support/first-load';

/**
 * Issue 14's byte budget: the home page's first-load JavaScript (entry + page chunk + their static
 * imports, gzip -9, from the build the stack under test serves) grows by at most 15 kB over the 144.66 kB
 * measured before the home page was built. Deterministic, so it is a test; timing targets live in
 * `npm run bench` (BENCHMARKS.md).
 */
const BEFORE_HOME_PAGE_KB = 144.66;
const GROWTH_BUDGET_KB = 15;

test('When the web app is built, then the home page first-load JavaScript stays within its budget', () => {
  const { js } = firstLoadOf('home');
  const kb = js.gzip / 1024;
  expect(
    kb,
    `home first-load JS is ${kb.toFixed(2)} kB gzipped (budget ${BEFORE_HOME_PAGE_KB + GROWTH_BUDGET_KB} kB)`,
  ).toBeLessThanOrEqual(BEFORE_HOME_PAGE_KB + GROWTH_BUDGET_KB);
});
