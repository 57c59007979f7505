import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { getHref, type TRouteId } from '@firm/shared/routes/route-map';
import { collectionRoute, collectionUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioAttorneyDocument } from '@firm/shared/studio/studio-collections';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydrated';
import { addStaff, signInAs } from '../support/staff';

// These tests change the site's content (the `studio` project runs them after every other test); the
// attorneys they create are deleted at the end.
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const created: string[] = [];

type TAnswer = TStudioAttorneyDocument & { id: string; revision: number };

/** The studio API through the edge as the page's signed-in editor. */
async function studio(page: Page) {
  const token = ((await (await page.request.get('/csrf-token')).json()) as { token: string }).token;
  const headers = { 'x-csrf-token': token };
  return {
    send: async (method: 'post' | 'put' | 'delete', url: string, data?: unknown) => {
      const response = await page.request[method](url, { headers, ...(data ? { data } : {}) });
      return {
        status: response.status(),
        body: (await response.json().catch(() => ({}))) as TAnswer,
      };
    },
  };
}

/** A complete attorney, published, kept to be deleted at the end. */
async function publishedAttorney(page: Page, slug: string): Promise<TAnswer> {
  const api = await studio(page);
  const made = await api.send('post', collectionRoute('attorneys', 'list'), {
    slug,
    name: 'Lucía Prueba Navarro',
    role_es: 'Abogada consultora',
    role_en: 'Consulting Attorney',
    is_founder: false,
    photo: 'attorney-daniel-ortiz.jpg',
    photo_alt_es: 'Retrato de la abogada Lucía Prueba Navarro',
    photo_alt_en: 'Portrait of attorney Lucía Prueba Navarro',
    summary_es: 'Acompaña a familias inmigrantes desde hace más de {{years}} años.',
    summary_en: 'She has helped immigrant families for more than {{years}} years.',
    bio_es: '## Trayectoria\n\nLucía atiende casos de VAWA y visas U.',
    bio_en: '## Career\n\nLucía handles VAWA and U visa cases.',
    bar_admissions: [{ jurisdiction: 'Texas', bar_number: '24000001' }],
    languages_es: ['Español', 'Inglés'],
    languages_en: ['Spanish', 'English'],
    practice_areas_es: ['Visas U'],
    practice_areas_en: ['U visas'],
    associations_es: [],
    associations_en: [],
    social: {},
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  created.push(made.body.id);
  const live = await api.send('post', collectionUrl('attorneys', 'publish', { id: made.body.id }), {
    languages: ['es', 'en'],
  });
  expect(live.status, JSON.stringify(live.body)).toBe(200);
  return live.body;
}

async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, addStaff('editor', { name: 'Elena Editora' }));
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInAs(page, addStaff('editor', { name: 'Elena Editora' }));
  const api = await studio(page);
  for (const id of created) await api.send('delete', collectionUrl('attorneys', 'item', { id }));
  await page.close();
});

test('When an editor changes an attorney’s bar number and publishes, then the public profile states the new number', async ({
  page,
}, testInfo) => {
  const attorney = await publishedAttorney(page, `lucia-prueba-${suffix}`);
  await page.goto(getHref('studioAttorney', 'es', { id: attorney.id }));
  await expect(page.getByTestId('bio_es-editor').locator('.cm-content')).toBeVisible();
  const number = page.getByLabel('Número de colegiado');
  await expect(number).toHaveValue('24000001');
  await number.fill('24999999');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
  await page.getByTestId('collection-publish').getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByTestId('collection-preview')).toContainText('24999999');
  await shots(page, testInfo, 'attorney-editor-es');
  await expect
    .poll(async () => {
      const profile = await page.request.get(
        getHref('attorneyProfile', 'es', { slug: attorney.slug }),
      );
      return (await profile.text()).includes('24999999');
    })
    .toBe(true);
  await gotoHydrated(page, getHref('attorneyProfile', 'es', { slug: attorney.slug }));
  await expect(page.getByText('24999999')).toBeVisible();
  await shots(page, testInfo, 'attorney-profile-es');
  await page.goto(getHref('studioAttorneys', 'es'));
  await expect(page.getByRole('link', { name: /Lucía Prueba Navarro/ }).first()).toBeVisible();
  await shots(page, testInfo, 'attorneys-list-es');
});

test('When an attorney’s slug changes, then the old profile address answers 301 to the new one in both languages', async ({
  page,
}) => {
  const attorney = await publishedAttorney(page, `marta-antes-${suffix}`);
  const api = await studio(page);
  const { id, revision, created_at: _c, ...rest } = attorney as TAnswer & Record<string, unknown>;
  const document = Object.fromEntries(
    Object.entries(rest).filter(([key]) =>
      [
        'slug',
        'name',
        'role_es',
        'role_en',
        'is_founder',
        'photo',
        'photo_alt_es',
        'photo_alt_en',
        'summary_es',
        'summary_en',
        'bio_es',
        'bio_en',
        'bar_admissions',
        'languages_es',
        'languages_en',
        'practice_areas_es',
        'practice_areas_en',
        'associations_es',
        'associations_en',
        'social',
      ].includes(key),
    ),
  );
  const renamed = `marta-despues-${suffix}`;
  const saved = await api.send('put', collectionUrl('attorneys', 'item', { id }), {
    ...document,
    slug: renamed,
    baseRevision: revision,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await api.send('post', collectionUrl('attorneys', 'publish', { id }), {
    languages: ['es', 'en'],
  });
  for (const locale of ['es', 'en'] as const) {
    const old = getHref('attorneyProfile', locale, { slug: attorney.slug });
    await expect
      .poll(async () => (await page.request.get(old, { maxRedirects: 0 })).status())
      .toBe(301);
    const answer = await page.request.get(old, { maxRedirects: 0 });
    expect(answer.headers().location).toBe(getHref('attorneyProfile', locale, { slug: renamed }));
  }
});

test('When an editor opens the attorneys’ studio pages in Spanish and English, then axe finds no violation', async ({
  page,
}, testInfo) => {
  const pages: [TRouteId, Record<string, string>][] = [
    ['studioAttorneys', {}],
    ['studioAttorneyNew', {}],
    ['studioAttorney', { id: 'ana-herrera' }],
  ];
  for (const locale of ['es', 'en'] as const)
    for (const [route, params] of pages) {
      const path = (getHref as (r: TRouteId, l: 'es' | 'en', p: object) => string)(
        route,
        locale,
        params,
      );
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      if (route !== 'studioAttorneys')
        await expect(page.getByTestId('bio_es-editor').locator('.cm-content')).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
      if (route === 'studioAttorney') await shots(page, testInfo, `attorney-ana-${locale}`);
    }
});
