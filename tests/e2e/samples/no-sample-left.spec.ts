import { expect, test, type Page } from '@playwright/test';
import { collectionUrl, STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import {
  STUDIO_COLLECTION_SCHEMAS,
  ZStudioSamplesSchema,
  type TStudioCollection,
  type TStudioListItem,
} from '@firm/shared/studio/studio-collections';
import { countSamples } from '../../../infra/launcher/samples-banner';
import { E2E_INTERNAL_PORTS } from '../support/stack';
import { studioApi } from '../support/studio';
import { addStaff, signInAs } from '../support/staff';

// Issue 30 §3: replacing the last sample clears all four signs. This file takes every sample off the
// site, so it runs alone after every other browser test (the `samples` project of
// playwright.config.ts, which depends on `studio`).
test.describe.configure({ mode: 'serial' });

const CONTENT_API = `http://127.0.0.1:${E2E_INTERNAL_PORTS.CONTENT_API_PORT}`;

type TApi = Awaited<ReturnType<typeof studioApi>>;

/** The document fields of an item's answer (the collection's schema's keys). */
function documentOf(collection: TStudioCollection, item: Record<string, unknown>) {
  const keys = Object.keys(STUDIO_COLLECTION_SCHEMAS[collection].shape);
  return Object.fromEntries(keys.filter((key) => key in item).map((key) => [key, item[key]]));
}

/**
 * What an editor does to an item the firm keeps as it is: saves a change and then the text as it was,
 * and publishes it — the site shows the same words, now the firm's own revision rather than the import.
 */
async function adopt(
  api: TApi,
  url: { item: string; publish: string },
  collection: TStudioCollection,
) {
  const item = await api.get<Record<string, unknown>>(url.item);
  const document = documentOf(collection, item);
  const touched = await api.send<{ revision: number }>('put', url.item, {
    ...document,
    ...TOUCH[collection]?.(document),
    baseRevision: item.revision,
  });
  const saved = await api.send<{ revision: number }>('put', url.item, {
    ...document,
    baseRevision: touched.revision,
  });
  await api.send('post', url.publish, { languages: ['es', 'en'], baseRevision: saved.revision });
}

/** A change an editor makes to an item of each collection the firm keeps (then takes back). */
const TOUCH: Partial<
  Record<TStudioCollection, (document: Record<string, unknown>) => Record<string, unknown>>
> = {
  attorneys: (d) => ({ summary_es: `${String(d.summary_es)} (revisado)` }),
  categories: (d) => ({ nombre_es: `${String(d.nombre_es)} (revisado)` }),
  firm: () => ({ email: 'revision@example.com' }),
};

/** Collections whose samples the firm keeps (adopts) rather than takes off the site. */
const ADOPTED = new Set(Object.keys(TOUCH));

/** The firm's own first review, written over a sample. */
const OWN_REVIEW = {
  body_es: 'Me atendieron con paciencia y en español desde la primera llamada.',
  body_en: 'They helped me patiently, in Spanish, from the very first call.',
};

async function samplesOf(page: Page) {
  const answer = await page.request.get(STUDIO_ROUTES.samples);
  expect(answer.status()).toBe(200);
  return ZStudioSamplesSchema.parse(await answer.json());
}

test('When every sample is replaced, then the staff band, the public labels, the reviews heading and the start banner all go', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const admin = addStaff('admin', { name: 'Adela Administradora' });
  await signInAs(page, admin);

  // before: the four signs
  const before = await samplesOf(page);
  expect(before.total).toBeGreaterThan(0);
  await page.goto('/staff/contenido');
  await expect(
    page.getByText(`El sitio todavía muestra contenido de ejemplo (${before.total})`),
  ).toBeVisible();
  await page.goto('/testimonios');
  await expect(page.getByRole('heading', { name: 'Reseñas de clientes', level: 2 })).toBeVisible();
  await expect(page.locator('[data-sample="true"]').first()).toBeVisible();
  expect(await countSamples(CONTENT_API)).toBe(before.total);

  const api = await studioApi(page);
  const token = await csrf(page);
  for (const [collection, items] of Object.entries(before.items) as [
    TStudioCollection,
    { id: string }[],
  ][]) {
    for (const [index, { id }] of items.entries()) {
      const url =
        collection === 'firm'
          ? { item: STUDIO_ROUTES.firm, publish: STUDIO_ROUTES.firmPublish }
          : {
              item: collectionUrl(collection, 'item', { id }),
              publish: collectionUrl(collection, 'publish', { id }),
            };
      if (ADOPTED.has(collection)) {
        await adopt(api, url, collection);
      } else if (collection === 'reviews' && index === 0) {
        const review = await api.get<Record<string, unknown>>(url.item);
        const saved = await api.send<{ revision: number }>('put', url.item, {
          ...documentOf('reviews', review),
          ...OWN_REVIEW,
          baseRevision: review.revision,
        });
        await api.send('post', url.publish, {
          languages: ['es', 'en'],
          baseRevision: saved.revision,
        });
      } else {
        const answer = await page.request.delete(url.item, { headers: { 'x-csrf-token': token } });
        expect(answer.status(), await answer.text()).toBe(204);
      }
    }
  }

  // after: none of them
  const after = await samplesOf(page);
  expect(after.total).toBe(0);
  expect(Object.values(after.byCollection).every((count) => count === 0)).toBe(true);
  const list = (await api.get<{ items: TStudioListItem[] }>(collectionUrl('reviews', 'list')))
    .items;
  expect(list.some((item) => item.sample)).toBe(false);
  expect(await countSamples(CONTENT_API)).toBe(0);

  // the edge drops its frame data when the content version moves (polled): give it a moment
  await expect(async () => {
    await page.goto('/staff/contenido');
    await expect(page.getByText(/contenido de ejemplo \(/)).toHaveCount(0);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('El sitio no muestra contenido de ejemplo.')).toBeVisible();
  for (const path of ['/testimonios', '/en/reviews', '/']) {
    await page.goto(path);
    await expect(page.locator('[data-sample="true"]')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: /^(Reseñas de Google|Google reviews)$/ }).first(),
    ).toBeVisible();
  }
  await page.goto('/testimonios');
  await expect(page.getByText(OWN_REVIEW.body_es)).toBeVisible();
});

async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get('/csrf-token')).json()) as { token: string }).token;
}
