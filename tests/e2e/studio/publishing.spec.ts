import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { saveScreens } from '../support/screens';
import { gotoHydrated } from '../support/hydrated';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';

// These tests change the site's content: they run after every other browser test (the `studio`
// project of playwright.config.ts) and take their articles off the site at the end.
test.describe.configure({ mode: 'serial' });

let editor: TE2EStaff;
const suffix = Date.now().toString(36);
const created: number[] = [];

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Elena Editora' });
});

/** The studio API through the edge, with the signed-in editor's cookies and anti-forgery token. */
async function studio(page: Page) {
  const request: APIRequestContext = page.request;
  const token = ((await (await request.get('/csrf-token')).json()) as { token: string }).token;
  const headers = { 'x-csrf-token': token };
  return {
    get: async (url: string) => (await request.get(url)).json(),
    send: async (method: 'post' | 'put' | 'delete', url: string, data?: unknown) => {
      const response = await request[method](url, { headers, ...(data ? { data } : {}) });
      return {
        status: response.status(),
        body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
      };
    },
    upload: async (file: string, name: string) => {
      const buffer = readFileSync(path.join(process.cwd(), 'infra/content/media', file));
      const response = await request.post(STUDIO_ROUTES.media, {
        headers,
        multipart: { file: { name, mimeType: 'image/jpeg', buffer } },
      });
      return (await response.json()) as { id: string };
    },
  };
}

const article = (image: string) => ({
  category: 'vawa',
  author: 'ana-herrera',
  featured: false,
  main_media: image,
  index: [
    { es: 'Quién puede pedirla', en: 'Who can ask', anchor: 'quien' },
    { es: 'Qué documentos llevar', en: 'What to bring', anchor: 'documentos' },
  ],
  es: {
    url: `guia-de-prueba-del-estudio-${suffix}`,
    titulo: 'Guía del estudio: su primera consulta de inmigración',
    description:
      'Qué preguntar y qué llevar a su primera consulta, escrita y publicada desde el estudio.',
    main_media_text: 'Una persona revisa documentos en una mesa',
    markdown: [
      'Antes de su consulta, reúna con calma lo que tenga. **No necesita tenerlo todo**: le ayudamos a ordenar su caso.',
      '',
      '## Quién puede pedirla {#quien}',
      '',
      'Cualquier persona que quiera conocer sus opciones. La consulta es confidencial.',
      '',
      '## Qué documentos llevar {#documentos}',
      '',
      '- Su pasaporte o identificación',
      '- Cartas o avisos de USCIS',
      '- Cualquier documento de la corte',
      '',
      `![Documentos sobre una mesa](/images/files/${image})`,
      '',
      '*Cada caso es único. Este artículo no es asesoría legal.*',
    ].join('\n'),
  },
  en: { url: '', titulo: '', description: '', main_media_text: '', markdown: '' },
});

test.describe('Publishing from the studio to the public pages', () => {
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInAs(page, editor);
    const api = await studio(page);
    for (const id of created)
      await api.send('post', studioUrl('postUnpublish', { id }), { languages: ['es', 'en'] });
    await page.close();
  });

  test('When an editor publishes an article in Spanish only, then /blog lists and shows it, /en/blog does not, and the language switch falls back to the English blog', async ({
    page,
  }) => {
    await signInAs(page, editor);
    const api = await studio(page);
    const image = await api.upload('blog-k1-fiance-visa.jpg', `Documentos ${suffix}.jpg`);
    await api.send('put', studioUrl('mediaItem', { id: image.id }), {
      alt_es: 'Documentos sobre una mesa',
      alt_en: 'Documents on a table',
    });
    const answer = await api.send('post', STUDIO_ROUTES.posts, article(image.id));
    expect(answer.status).toBe(201);
    const id = answer.body.id as number;
    created.push(id);
    const preview = (await api.get(`${studioUrl('postPreview', { id })}?lang=es`)) as {
      body_es: string;
    };
    expect(preview.body_es).toContain('<h2 id="quien">');
    const published = await api.send('post', studioUrl('postPublish', { id }), {
      languages: ['es'],
    });
    expect(published.status).toBe(200);

    const url = `/blog/guia-de-prueba-del-estudio-${suffix}`;
    // the edge polls the content version every 2 s: its cached /blog is dropped then
    await expect(async () => {
      await page.goto('/blog');
      await expect(page.getByRole('link', { name: /Guía del estudio/ }).first()).toBeVisible({
        timeout: 500,
      });
    }).toPass({ timeout: 15_000 });
    await gotoHydrated(page, url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Guía del estudio: su primera consulta de inmigración',
    );
    // the body's image loads lazily, as the visitor scrolls to it
    const bodyImage = page.locator('article img[alt="Documentos sobre una mesa"]').first();
    await bodyImage.evaluate((image) => image.scrollIntoView());
    await expect(bodyImage).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);

    await page.goto('/en/blog');
    await expect(page.getByRole('link', { name: /Guía del estudio/ })).toHaveCount(0);
    await page.goto(`/en/redirect${url}`);
    await expect(page).toHaveURL(/\/en\/blog$/);

    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreens(page, url, `studio-article-es-${suffix}`);
  });

  test("When the article's address changes and it is published again, then its old address answers 301 to the new one", async ({
    page,
  }) => {
    await signInAs(page, editor);
    const api = await studio(page);
    const id = created[0] as number;
    const post = (await api.get(studioUrl('post', { id }))) as ReturnType<typeof article> & {
      revision: number;
    };
    const old = post.es.url;
    await api.send('put', studioUrl('post', { id }), {
      ...article(post.main_media),
      es: { ...post.es, url: `${old}-v2` },
      baseRevision: post.revision,
    });
    await api.send('post', studioUrl('postPublish', { id }), { languages: ['es'] });
    // the edge drops its cached page of the old address once it sees the new content version (2 s)
    await expect(async () => {
      const response = await page.request.get(`/blog/${old}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`/blog/${old}-v2`);
    }).toPass({ timeout: 15_000 });
    await page.goto(`/blog/${old}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${old}-v2$`));
  });

  test('When English is scheduled a few seconds ahead, then /en/blog shows it once its time has come', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, editor);
    const api = await studio(page);
    const id = created[0] as number;
    const post = (await api.get(studioUrl('post', { id }))) as ReturnType<typeof article> & {
      revision: number;
    };
    const english = {
      url: `studio-guide-${suffix}`,
      titulo: 'Studio guide: your first immigration consultation',
      description:
        'What to ask and what to bring to your first consultation, written in the studio.',
      main_media_text: 'A person reviews documents at a table',
      markdown:
        'Gather what you have.\n\n## Who can ask {#quien}\n\nAnyone.\n\n## What to bring {#documentos}\n\n- Your passport',
    };
    const { revision: _revision, ...document } = post;
    void _revision;
    const saved = await api.send('put', studioUrl('post', { id }), {
      category: document.category,
      author: document.author,
      featured: document.featured,
      main_media: document.main_media,
      index: document.index,
      es: document.es,
      en: english,
      baseRevision: post.revision,
    });
    expect(saved.status).toBe(200);
    const at = new Date(Date.now() + 8_000).toISOString();
    const scheduled = await api.send('post', studioUrl('postPublish', { id }), {
      languages: ['en'],
      at,
    });
    expect((scheduled.body.languages as { en: { state: string } }).en.state).toBe('scheduled');
    expect((await page.request.get(`/en/blog/studio-guide-${suffix}`)).status()).toBe(404);
    await expect(async () => {
      await page.goto('/en/blog');
      await expect(page.getByRole('link', { name: /Studio guide/ }).first()).toBeVisible({
        timeout: 500,
      });
    }).toPass({ timeout: 40_000 });
    await saveScreens(page, `/en/blog/studio-guide-${suffix}`, `studio-article-en-${suffix}`);
  });

  test('When an editor opens the staff area, then no lead page is offered and the inbox answers 403', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await page.goto('/staff');
    await expect(page.getByRole('link', { name: 'Prospectos' })).toHaveCount(0);
    const inbox = await page.goto('/staff/prospectos');
    expect(inbox?.status()).toBe(403);
  });
});
