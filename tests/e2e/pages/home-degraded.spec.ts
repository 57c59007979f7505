import { expect, test } from '@playwright/test';
import { COPY } from '@firm/web/pages/home/home-copy';
import { axeViolations } from '../support/axe';
import { waitForHydration } from '../support/hydrated';
import { startEdgeWithoutContent, type TEdgeProcess } from '../support/edge-process';
import { carouselOf } from './support/carousel-steps';
import { HOME_CASES, revealAll } from './support/home-content';

let edge: TEdgeProcess | undefined;

test.beforeAll(async () => {
  edge = await startEdgeWithoutContent();
});
test.afterAll(() => edge?.stop());

test.describe('Home page when the content service is down', () => {
  for (const c of HOME_CASES) {
    test(`When ${c.path} is rendered without the content service, then the hero and its links remain, the reviews say '${c.noReviews}' and axe finds no violation`, async ({
      page,
    }) => {
      const response = await page.goto(`${edge?.origin}${c.path}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(COPY[c.lang].hero.claim.heading);
      await expect(carouselOf(page, c.hero).locator('[role="group"] a')).toHaveCount(4);
      await expect(main.locator('[data-slot="no-reviews"]')).toHaveText(c.noReviews);
      await expect(carouselOf(page, c.reviews)).toHaveCount(0);
      await expect(main).toContainText(COPY[c.lang].newsEmpty);
      await expect(page.locator('footer input[name="phone"]')).toBeVisible();
      await revealAll(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
