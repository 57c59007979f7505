import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';

// The studio's article pages as an editor uses them. These tests change the site's content: they run
// in the `studio` project, after every other browser test, one after the other.
test.describe.configure({ mode: 'serial' });

const SHOTS = path.join(process.cwd(), 'test-results', 'screenshots');
let editor: TE2EStaff;
let intake: TE2EStaff;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Elena Editora' });
  intake = addStaff('intake', { name: 'Iris Admisión' });
  mkdirSync(SHOTS, { recursive: true });
});

const suffix = Date.now().toString(36);
let articleUrl = '';

/** The studio API through the edge as the page's signed-in member (cookies and anti-forgery token). */
async function studio(page: Page) {
  const token = ((await (await page.request.get('/csrf-token')).json()) as { token: string }).token;
  const headers = { 'x-csrf-token': token };
  return {
    get: async (url: string) => (await page.request.get(url)).json(),
    put: async (url: string, data: unknown) =>
      (await page.request.put(url, { headers, data })).status(),
    post: async (url: string, data: unknown) =>
      (await page.request.post(url, { headers, data })).status(),
    upload: async (file: string, name: string) => {
      const buffer = readFileSync(path.join(process.cwd(), 'infra/content/media', file));
      const answer = await page.request.post(STUDIO_ROUTES.media, {
        headers,
        multipart: { file: { name, mimeType: 'image/jpeg', buffer } },
      });
      return ((await answer.json()) as { id: string }).id;
    },
  };
}

/** Full-page screenshots of the current page at a phone's and a laptop's width. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

test.describe('The content studio’s articles', () => {
  test('When an editor opens the staff home, then it links to the articles, whose list shows each language’s state and passes axe', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await page.goto('/staff');
    await page
      .getByRole('link', { name: /Artículos del blog/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/staff\/contenido\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículos del blog');
    await expect(page.getByRole('link', { name: 'Nuevo artículo' })).toBeVisible();
    // the sample articles are published in both languages (other studio tests add drafts above them)
    const row = page.getByRole('row').filter({ hasText: 'La certificación de la visa U' });
    await expect(row.getByTestId('state-es')).toContainText('Publicado');
    await expect(row.getByTestId('state-en')).toContainText('Publicado');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'studio-posts-es');
    await page.goto('/en/staff/content/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog articles');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('When an intake member looks for the articles, then the home has no link and the page answers 403', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await page.goto('/staff');
    await expect(page.getByRole('link', { name: /Artículos del blog/ })).toHaveCount(0);
    const answer = await page.goto('/staff/contenido/blog');
    expect(answer?.status()).toBe(403);
  });

  test('When an editor writes a new article in both languages with an image from the library, then it is saved, previewed, and published in Spanish it shows on /blog', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, editor);
    const api = await studio(page);
    const image = await api.upload('blog-k1-fiance-visa.jpg', `Editor ${suffix}.jpg`);
    await api.put(studioUrl('mediaItem', { id: image }), {
      alt_es: 'Pasaportes sobre una mesa',
      alt_en: 'Passports on a table',
    });
    await page.goto('/staff/contenido/blog');
    await page.getByRole('link', { name: 'Nuevo artículo' }).click();
    await expect(page).toHaveURL(/\/staff\/contenido\/blog\/nuevo$/);
    await expect(page.getByTestId('es-markdown-editor').locator('.cm-content')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    articleUrl = `estudio-editor-${suffix}`;
    await page.getByLabel('Título (Español)').fill('Desde el editor: su cita en el consulado');
    await page.getByLabel('Dirección (Español)').fill('Con Mayúsculas');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    // the address is checked by the API and its message shows beside the field
    await expect(page.getByText(/use solo minúsculas sin acentos/).first()).toBeVisible();
    await page.getByLabel('Dirección (Español)').fill(articleUrl);
    await page.getByLabel('Descripción (Español)').fill('Qué llevar a su cita en el consulado.');
    await expect(page.getByText('37 de 200 caracteres')).toBeVisible();
    await page.getByLabel('Título (Inglés)').fill('From the editor: your consulate interview');
    await page.getByLabel('Dirección (Inglés)').fill(`studio-editor-${suffix}`);
    await page
      .getByLabel('Descripción (Inglés)')
      .fill('What to bring to your consulate interview.');
    await page.getByLabel('Categoría').selectOption('k1-visa');
    await page.getByLabel('Autor').selectOption('ana-herrera');
    await page.getByRole('button', { name: 'Elegir de la biblioteca' }).click();
    await page.getByRole('button', { name: `Elegir ${image}` }).click();
    await expect(page.getByTestId('main-media')).toHaveText(image);
    await expect(page.getByLabel('Texto alternativo de la imagen principal (Español)')).toHaveValue(
      'Pasaportes sobre una mesa',
    );
    await page.getByRole('button', { name: 'Agregar una entrada' }).click();
    await page.getByLabel('Entrada 1: Español').fill('Qué llevar');
    await page.getByLabel('Entrada 1: Inglés').fill('What to bring');
    await page.getByLabel('Entrada 1: Ancla').fill('llevar');

    const spanish = page.getByTestId('es-markdown-editor').locator('.cm-content');
    await spanish.click();
    await page.keyboard.type('Lleve sus documentos en orden.\n\n## Qué llevar {#llevar}\n\n');
    await page.getByRole('button', { name: 'Negrita' }).first().click();
    await page.keyboard.type('Su pasaporte');
    await page.getByRole('button', { name: 'Imagen de la biblioteca' }).first().click();
    await page.getByRole('button', { name: `Elegir ${image}` }).click();
    const english = page.getByTestId('en-markdown-editor').locator('.cm-content');
    await english.click();
    await page.keyboard.type(
      'Bring your papers in order.\n\n## What to bring {#llevar}\n\nYour passport.',
    );
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
    await expect(page).toHaveURL(/\/staff\/contenido\/blog\/\d+$/);
    // the preview beside the text is the content service's rendering of the saved draft
    await expect(page.getByTestId('es-preview').locator('h2#llevar')).toHaveText('Qué llevar');
    await expect(page.getByTestId('es-preview').locator('strong')).toHaveText('Su pasaporte');
    await expect(page.getByTestId('es-preview').locator('img')).toHaveAttribute(
      'alt',
      'Pasaportes sobre una mesa',
    );
    await expect(page.getByTestId('publish-es')).not.toContainText('Antes de publicar');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'studio-editor-es');

    await page.getByRole('button', { name: 'Publicar español ahora' }).click();
    await expect(page.getByTestId('publish-es').getByTestId('state-es')).toContainText('Publicado');
    await expect(page.getByTestId('publish-en').getByTestId('state-en')).toContainText('Borrador');
    await expect(async () => {
      await page.goto('/blog');
      await expect(page.getByRole('link', { name: /Desde el editor/ }).first()).toBeVisible({
        timeout: 500,
      });
    }).toPass({ timeout: 15_000 });
    await page.goto(`/blog/${articleUrl}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Desde el editor: su cita en el consulado',
    );
  });

  test('When another editor saves while the article is open, then saving names who saved in between and keeps the text', async ({
    page,
    browser,
  }) => {
    await signInAs(page, editor);
    const api = await studio(page);
    const list = (await api.get(STUDIO_ROUTES.posts)) as {
      posts: { id: number; url_es: string }[];
    };
    const id = list.posts.find((p) => p.url_es === articleUrl)!.id;
    const other = await browser.newPage();
    const marco = addStaff('editor', { name: 'Marco Redactor' });
    await signInAs(other, marco);
    const otherApi = await studio(other);

    await page.goto(`/staff/contenido/blog/${id}`);
    await expect(page.getByTestId('es-markdown-editor').locator('.cm-content')).toBeVisible();
    // Marco opens it too: the editor is told, within the next presence poll
    const post = (await otherApi.get(studioUrl('post', { id }))) as Record<string, unknown> & {
      revision: number;
      es: Record<string, string>;
    };
    const {
      id: _id,
      revision,
      created_at: _c,
      updated_at: _u,
      updated_by: _b,
      languages: _l,
      editing: _e,
      problems: _p,
      ...document
    } = post;
    void [_id, _c, _u, _b, _l, _e, _p];
    expect(
      await otherApi.put(studioUrl('post', { id }), {
        ...document,
        es: { ...post.es, titulo: 'Título de Marco' },
        baseRevision: revision,
      }),
    ).toBe(200);
    await page.reload();
    await expect(page.getByTestId('presence')).toContainText('Marco Redactor');
    // the page now holds Marco's revision; a third save from elsewhere makes it stale
    expect(
      await otherApi.put(studioUrl('post', { id }), {
        ...document,
        es: { ...post.es, titulo: 'Otra vez Marco' },
        baseRevision: revision + 1,
      }),
    ).toBe(200);
    await page.getByLabel('Título (Español)').fill('Mi título que no se pierde');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByTestId('save-error')).toContainText(
      /Marco Redactor guardó la revisión \d+/,
    );
    await expect(page.getByLabel('Título (Español)')).toHaveValue('Mi título que no se pierde');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'studio-editor-conflict');
    await page.getByRole('button', { name: 'Guardar mi versión encima' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const saved = (await api.get(studioUrl('post', { id }))) as { es: { titulo: string } };
    expect(saved.es.titulo).toBe('Mi título que no se pierde');
    await other.close();
  });
});
