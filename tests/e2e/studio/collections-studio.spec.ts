import { expect, test, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { STUDIO_COLLECTION_PAGES } from '@firm/shared/routes/studio-collection-routes';
import { collectionUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioItemList } from '@firm/shared/studio/studio-collections';
import { axeViolations } from '../support/axe';
import { gotoHydrated, waitForHydration } from '../support/hydrated';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { studioApi } from '../support/studio';

// The collections' studio pages against the real API (issue 30 §1, §3): a sample review replaced and
// put back, travel testimonials moved and moved back, a category with articles that cannot be
// deleted, a live whose address is not a video. These tests change the site's content: they run in
// the `studio` project (after every other browser test) and leave the content as they found it.
test.describe.configure({ mode: 'serial' });

let editor: TE2EStaff;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Carmen Colecciones' });
});

/** Opens a studio page and waits until its scripts have run (its fields and buttons need React). */
async function openStudio(page: Page, path: string) {
  const answer = await gotoHydrated(page, path);
  expect(answer?.status(), path).toBe(200);
}

/** Publishes the item open in the editor (its answer awaited) and sees both languages say so. */
async function publishOpenItem(page: Page) {
  const publishing = page.getByTestId('collection-publish');
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/publish'),
  );
  await publishing.getByRole('button', { name: 'Publicar' }).click();
  expect((await answer).status()).toBe(200);
  await expect(publishing.getByText('Publicado')).toHaveCount(2);
  await expect(page.getByTestId('save-error')).toHaveCount(0);
}

/**
 * Opens a public page until it shows what the check expects: the edge drops its cached pages when
 * it sees the content version move (it polls it every 2 s).
 */
async function expectPublic(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await gotoHydrated(page, path);
    await check();
  }).toPass({ timeout: 15_000 });
}

test('When an editor replaces the newest sample review and publishes it, then the reviews pages show the new text without the example label; restoring the sample brings it back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, editor);
  const api = await studioApi(page);
  const { items } = await api.get<TStudioItemList>(collectionUrl('reviews', 'list'));
  const newest = items[0]!;
  expect(newest.sample).toBe(true);

  await openStudio(page, getHref('studioReviews', 'es'));
  await page.getByRole('link', { name: newest.label, exact: true }).click();
  await expect(page).toHaveURL(getHref('studioReview', 'es', { id: newest.id }));
  await waitForHydration(page);
  await expect(page.getByTestId('sample-note')).toBeVisible();
  const es =
    'Me ayudaron con mi permiso de trabajo de principio a fin. Siempre contestaron mis preguntas en español.';
  const en =
    'They helped me with my work permit from start to finish. They always answered my questions in Spanish.';
  await page.getByLabel('Reseña (Español)').fill(es);
  await page.getByLabel('Reseña (Inglés)').fill(en);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
  await publishOpenItem(page);

  for (const [path, text] of [
    [getHref('testimonials', 'es'), es],
    [getHref('reviews', 'en'), en],
  ] as const) {
    const cards = page.locator('section#reviews [data-slot="google-review"]');
    // the page's texts and its sample labels follow the publication within the edge's poll
    await expectPublic(page, path, async () => {
      await expect(cards.first(), path).toContainText(text, { timeout: 1000 });
      await expect(cards.first().locator('[data-sample="true"]'), path).toHaveCount(0, {
        timeout: 1000,
      });
    });
    await expect(cards.first(), path).toContainText(newest.label);
    // the other reviews are still samples, and say so
    await expect(cards.nth(1).locator('[data-sample="true"]'), path).toBeVisible();
  }

  // back to the text the site shipped with, published: the review is a sample again
  await openStudio(page, getHref('studioReview', 'es', { id: newest.id }));
  await expect(page.getByTestId('sample-note')).toHaveCount(0);
  const revisions = page.getByTestId('revisions');
  await revisions.getByRole('button', { name: 'Restaurar el texto de ejemplo' }).click();
  await revisions.getByRole('button', { name: /^Sí, restaurar/ }).click();
  await expect(page.getByLabel('Reseña (Español)')).not.toHaveValue(es);
  await publishOpenItem(page);
  await expect
    .poll(
      async () =>
        (await api.get<TStudioItemList>(collectionUrl('reviews', 'list'))).items[0]?.sample,
    )
    .toBe(true);
  const card = page.locator('section#reviews [data-slot="google-review"]').first();
  await expectPublic(page, getHref('testimonials', 'es'), async () => {
    await expect(card).not.toContainText(es, { timeout: 1000 });
    await expect(card.locator('[data-sample="true"]')).toBeVisible({ timeout: 1000 });
  });
});

test('When an editor moves the first travel testimonial down, then the testimonials page shows the new order; moving it back restores it', async ({
  page,
}) => {
  await signInAs(page, editor);
  const api = await studioApi(page);
  const before = (await api.get<TStudioItemList>(collectionUrl('travel', 'list'))).items;
  const [first, second] = [before[0]!, before[1]!];
  const captions = () =>
    page
      .locator('section#travel figcaption')
      .allInnerTexts()
      .then((texts) => texts.slice(0, 2));
  await gotoHydrated(page, getHref('testimonials', 'es'));
  expect((await captions()).map((text) => text.startsWith(first.label))).toEqual([true, false]);

  await openStudio(page, getHref('studioTravelTestimonials', 'es'));
  await page.getByRole('button', { name: `Bajar ${first.label}` }).click();
  await expect(page.getByText('Orden guardado: el sitio ya muestra el nuevo orden.')).toBeVisible();
  const rows = page.getByTestId('collection-list').locator('tbody tr');
  await expect(rows.nth(0)).toHaveAttribute('data-testid', `item-${second.id}`);
  await expect(rows.nth(1)).toHaveAttribute('data-testid', `item-${first.id}`);

  await expectPublic(page, getHref('testimonials', 'es'), async () => {
    const moved = await captions();
    expect(moved[0]).toContain(second.label);
    expect(moved[1]).toContain(first.label);
  });

  // back as it was, and the list after a reload says so too
  await openStudio(page, getHref('studioTravelTestimonials', 'es'));
  await page.getByRole('button', { name: `Subir ${first.label}` }).click();
  await expect(page.getByText('Orden guardado: el sitio ya muestra el nuevo orden.')).toBeVisible();
  await page.reload();
  await expect(rows.nth(0)).toHaveAttribute('data-testid', `item-${first.id}`);
  const after = (await api.get<TStudioItemList>(collectionUrl('travel', 'list'))).items;
  expect(after.map((item) => item.id)).toEqual(before.map((item) => item.id));
});

test('When an editor tries to delete a category that has articles, then the page refuses and says how many articles it has', async ({
  page,
}) => {
  await signInAs(page, editor);
  const categories = (await (await page.request.get('/api/content/categories')).json()) as {
    url_es: string;
    nombre_es: string;
    post_count: number;
  }[];
  const used = categories.find((category) => category.post_count > 0)!;
  await openStudio(page, getHref('studioCategories', 'es'));
  await page.getByRole('link', { name: used.nombre_es, exact: true }).click();
  await waitForHydration(page);
  await expect(page.getByLabel('Nombre (Español)')).toHaveValue(used.nombre_es);
  const publishing = page.getByTestId('collection-publish');
  await publishing.getByRole('button', { name: 'Borrar', exact: true }).click();
  await publishing.getByRole('button', { name: 'Sí, borrarlo' }).click();
  const refusal = page.getByTestId('remove-refused');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveText(
    `Artículos en esta categoría: ${used.post_count}. Páselos a otra categoría antes de quitarla del sitio.`,
  );
  // still there
  await openStudio(page, getHref('studioCategories', 'es'));
  await expect(page.getByRole('link', { name: used.nombre_es, exact: true })).toBeVisible();
});

test('When an editor adds a live whose address is a channel search, then the address field says it is not a video; a YouTube video saves it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, editor);
  await openStudio(page, getHref('studioLiveNew', 'es'));
  await page.getByLabel('Título (Español)').fill('Permisos de trabajo: sus preguntas, en vivo');
  await page.getByLabel('Título (Inglés)').fill('Work permits: your questions, live');
  // images of the library with their alt texts (the picker offers only those)
  for (const [lang, file] of [
    ['Español', 'blog-vawa-self-petition.jpg'],
    ['Inglés', 'blog-k1-fiance-visa.jpg'],
  ] as const) {
    await page
      .getByRole('group', { name: `Imagen (${lang})` })
      .getByRole('button', { name: 'Elegir de la biblioteca' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Buscar por nombre o texto alternativo').fill(file.replace('.jpg', ''));
    await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
    await dialog.getByRole('button', { name: `Elegir ${file}` }).click();
  }
  const address = page.getByLabel('Dirección de la grabación');
  await address.fill('https://www.youtube.com/@herreraimmigrationlaw/search?query=permisos');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByTestId('save-error')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#url-error')).toContainText('pegue la dirección de un video');

  await address.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
  await expect(page).toHaveURL(/\/staff\/contenido\/transmisiones\/live-[0-9a-f]{8}$/);
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  // a draft: not on the site; then deleted, so the lives stay as they were
  const publishing = page.getByTestId('collection-publish');
  await expect(publishing.getByText('Borrador')).toHaveCount(2);
  await publishing.getByRole('button', { name: 'Borrar', exact: true }).click();
  await publishing.getByRole('button', { name: 'Sí, borrarlo' }).click();
  await expect(page).toHaveURL(getHref('studioLives', 'es'));
  await expect(page.getByText('Permisos de trabajo: sus preguntas, en vivo')).toHaveCount(0);
});

test('When an editor opens the studio home, every collection list and an item in Spanish and English, then axe finds no violation; the sample band leads to the studio home', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAs(page, editor);
  for (const locale of ['es', 'en'] as const) {
    await openStudio(page, getHref('staffHome', locale));
    const band = page.locator('[data-samples]');
    await expect(band).toContainText(
      locale === 'es'
        ? 'El sitio todavía muestra contenido de ejemplo'
        : 'The site still shows sample content',
    );
    await band.getByRole('link').click();
    await expect(page).toHaveURL(getHref('studioHome', locale));
    await waitForHydration(page);
    await expect(page.getByTestId('samples-total')).toBeVisible();
    expect(await axeViolations(page), 'studio home').toEqual([]);
    for (const [collection, routes] of Object.entries(STUDIO_COLLECTION_PAGES)) {
      await openStudio(page, getHref(routes.list, locale));
      await expect(page.getByTestId('collection-list').locator('tbody tr').first()).toBeVisible();
      expect(await axeViolations(page), `${collection} list (${locale})`).toEqual([]);
      // its first item in the editor, with the preview drawn
      await page.getByTestId('collection-list').locator('tbody a').first().click();
      await waitForHydration(page);
      await expect(page.getByTestId('collection-preview-screens')).toBeVisible();
      expect(await axeViolations(page), `${collection} item (${locale})`).toEqual([]);
    }
    // an item from the tracker's links
    await openStudio(page, getHref('studioHome', locale));
    await page.getByTestId('samples-reviews').getByRole('link').first().click();
    await waitForHydration(page);
    await expect(page.getByTestId('collection-publish')).toBeVisible();
    await expect(page.getByTestId('revisions').getByRole('listitem').first()).toBeVisible();
    expect(await axeViolations(page), `review (${locale})`).toEqual([]);
  }
  for (const [name, path] of [
    ['studio-home', getHref('studioHome', 'es')],
    ['studio-travel-list', getHref('studioTravelTestimonials', 'es')],
    ['studio-review-editor', getHref('studioReviews', 'es')],
  ] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openStudio(page, path);
      if (name === 'studio-review-editor') {
        await page.getByTestId('collection-list').locator('tbody a').first().click();
        await waitForHydration(page);
        await expect(page.getByTestId('collection-publish')).toBeVisible();
      }
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }
});
