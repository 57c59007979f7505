import { expect, test } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { STUDIO_COLLECTION_PAGES } from '@firm/shared/routes/studio-collection-routes';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydrated';
import { addStaff, signInAs } from '../support/staff';

// The studio's collections (issue 30 §1): the generic editor's new-item page of every collection.
test('When an editor opens the new-item page of every collection in Spanish and English, then each shows its fields and axe finds no violation', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAs(page, addStaff('editor', { name: 'Clara Colecciones' }));
  for (const locale of ['es', 'en'] as const)
    for (const [collection, routes] of Object.entries(STUDIO_COLLECTION_PAGES)) {
      const path = getHref(routes.new, locale);
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole('button', { name: /^(Guardar|Save)$/ })).toBeVisible();
      if (collection === 'attorney-testimonials')
        await expect(page.getByTestId('body_es-editor').locator('.cm-content')).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  // a new review says how long ago its date is, as the site will (computed, never typed)
  // (typed once the page's scripts run: before, React would put the server's value back)
  await gotoHydrated(page, getHref('studioReviewNew', 'es'));
  await page.getByLabel('Fecha de la reseña').fill('2024-01-10');
  await expect(page.getByTestId('published_at-relative')).toContainText('hace');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`review-new-${width}.png`), fullPage: true });
  }
});
