import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import {
  ZStudioPostChoicesSchema,
  ZStudioPostSchema,
  type TStudioPost,
} from '@firm/shared/studio/studio-post';
import { ZStudioRevisionListSchema } from '@firm/shared/studio/studio-revision';
import { ZBlogArticleSchema } from '@firm/shared/content/blog-article';
import { POST_KIND } from '@firm/content-api/blog-studio/post-kind';
import { MEMBERS, useStudioServer, type StudioClient } from '../../support/studio-server';
import { parseWire } from './support/wire';

const served = useStudioServer([{ key: 'seed-post' }]);
let otherEditor: StudioClient;
beforeAll(async () => {
  otherEditor = await served.studio.as(MEMBERS.otherEditor);
});

let sequence = 0;

/** A complete article in both languages (every field publishing needs), its addresses unique. */
function article(overrides: { es?: object; en?: object } = {}) {
  sequence += 1;
  return {
    category: 'vawa',
    author: 'ana-herrera',
    featured: false,
    main_media: 'blog-vawa-self-petition.jpg',
    index: [{ es: 'El plazo', en: 'The deadline', anchor: 'plazo' }],
    es: {
      url: `articulo-de-prueba-${sequence}`,
      titulo: `Artículo de prueba ${sequence}`,
      description: 'Una descripción breve.',
      main_media_text: 'Una mujer lee un documento',
      markdown: '## El plazo {#plazo}\n\nTexto en español.',
      ...overrides.es,
    },
    en: {
      url: `test-article-${sequence}`,
      titulo: `Test article ${sequence}`,
      description: 'A short description.',
      main_media_text: 'A woman reads a document',
      markdown: '## The deadline {#plazo}\n\nText in English.',
      ...overrides.en,
    },
  };
}

async function createPost(client: StudioClient, overrides = {}) {
  const answer = await client.post(STUDIO_ROUTES.posts, article(overrides));
  expect(answer.status).toBe(201);
  return parseWire(ZStudioPostSchema, answer.body);
}

/** The document fields of an article's answer (what a `PUT` sends back). */
function documentOf(post: TStudioPost) {
  const { category, author, featured, quick_exit, main_media, index, es, en } = post;
  return { category, author, featured, quick_exit, main_media, index, es, en };
}

const publicArticle = (lang: 'es' | 'en', slug: string) =>
  fetch(`${served.studio.baseUrl}${CONTENT_URLS.article(lang, slug)}`);

describe('studio articles', () => {
  it('When the editor asks what an article may name, then every category comes by its key and every attorney by slug', async () => {
    const answer = await served.editor.get(STUDIO_ROUTES.postChoices);
    expect(answer.status).toBe(200);
    const choices = parseWire(ZStudioPostChoicesSchema, answer.body);
    expect(choices.categories).toContainEqual({
      key: 'vawa',
      nombre_es: 'VAWA',
      nombre_en: 'VAWA',
    });
    expect(choices.authors).toContainEqual(expect.objectContaining({ slug: 'ana-herrera' }));
  });

  it('When an editor creates an article, then it is revision 1, a draft in both languages, off the site', async () => {
    const post = await createPost(served.editor);
    expect(post.revision).toBe(1);
    expect(post.languages.es.state).toBe('draft');
    expect(post.languages.en.state).toBe('draft');
    expect(post.problems).toEqual({ es: [], en: [] });
    expect((await publicArticle('es', post.es.url)).status).toBe(404);
  });

  it('When an empty draft is created, then it is saved and its problems say what publishing needs, in the editor language', async () => {
    const answer = await served.editor.post(STUDIO_ROUTES.posts, {});
    expect(answer.status).toBe(201);
    const post = parseWire(ZStudioPostSchema, answer.body);
    expect(post.problems.es).toContainEqual({
      field: 'es.titulo',
      message: 'Título (español): falta este dato.',
    });
    expect(post.problems.es).toContainEqual({
      field: 'index',
      message: 'Índice: agregue al menos una entrada al índice del artículo.',
    });
    const english = await served.editor.get(`${studioUrl('post', { id: post.id })}?lang=en`);
    expect((english.body.problems as { en: unknown[] }).en).toContainEqual({
      field: 'en.titulo',
      message: 'Title (English): this is missing.',
    });
  });

  it('When an article of a category not marked for Quick exit (as in the fixture) is marked itself, then its preview and the published article carry the mark; unmarked, neither does', async () => {
    for (const quickExit of [true, false]) {
      const answer = await served.editor.post(STUDIO_ROUTES.posts, {
        ...article(),
        quick_exit: quickExit,
      });
      expect(answer.status).toBe(201);
      const post = parseWire(ZStudioPostSchema, answer.body);
      expect(post.quick_exit).toBe(quickExit);
      const preview = await served.editor.get(
        `${studioUrl('postPreview', { id: post.id })}?lang=es`,
      );
      expect(parseWire(ZBlogArticleSchema, preview.body).quick_exit).toBe(quickExit);
      const published = await served.editor.post(studioUrl('postPublish', { id: post.id }), {
        languages: ['es', 'en'],
      });
      expect(published.status).toBe(200);
      const page = await (await publicArticle('es', post.es.url)).json();
      expect(parseWire(ZBlogArticleSchema, page).quick_exit).toBe(quickExit);
    }
  });

  it('When an article is published in Spanish only, then Spanish lists and serves it, English does not, and its English address is blank', async () => {
    const post = await createPost(served.editor);
    const published = await served.editor.post(studioUrl('postPublish', { id: post.id }), {
      languages: ['es'],
    });
    expect(published.status).toBe(200);
    const after = parseWire(ZStudioPostSchema, published.body);
    expect(after.languages.es).toMatchObject({
      state: 'published',
      live: true,
      published_revision: 1,
    });
    expect(after.languages.en).toMatchObject({ state: 'draft', live: false });

    const spanish = await publicArticle('es', post.es.url);
    expect(spanish.status).toBe(200);
    const body = parseWire(ZBlogArticleSchema, await spanish.json());
    expect(body.url_en).toBe('');
    expect(body.titulo_en).toBe('');
    expect(body.body_en).toBe('');
    expect((await publicArticle('en', post.en.url)).status).toBe(404);

    const list = async (lang: 'es' | 'en') =>
      (await (
        await fetch(`${served.studio.baseUrl}${CONTENT_URLS.blogPage(lang, 1, 50)}`)
      ).json()) as {
        items: { id: number }[];
      };
    expect((await list('es')).items.map((p) => p.id)).toContain(post.id);
    expect((await list('en')).items.map((p) => p.id)).not.toContain(post.id);
  });

  it('When English is published later and then Spanish unpublished, then each language follows its own state', async () => {
    const post = await createPost(served.editor);
    await served.editor.post(studioUrl('postPublish', { id: post.id }), { languages: ['es'] });
    await served.editor.post(studioUrl('postPublish', { id: post.id }), { languages: ['en'] });
    expect((await publicArticle('en', post.en.url)).status).toBe(200);
    const off = await served.editor.post(studioUrl('postUnpublish', { id: post.id }), {
      languages: ['es'],
    });
    const after = parseWire(ZStudioPostSchema, off.body);
    expect(after.languages.es).toMatchObject({
      state: 'unpublished',
      live: false,
      published_revision: 1,
    });
    expect(after.languages.en).toMatchObject({ state: 'published', live: true });
    expect((await publicArticle('es', post.es.url)).status).toBe(404);
    const english = parseWire(
      ZBlogArticleSchema,
      await (await publicArticle('en', post.en.url)).json(),
    );
    expect(english.url_es).toBe('');
  });

  it('When an editor saves from revision 1 after another editor saved revision 2, then it is a 409 naming who saved, and nothing is overwritten', async () => {
    const post = await createPost(served.editor);
    const document = documentOf(post);
    const first = await otherEditor.put(studioUrl('post', { id: post.id }), {
      ...document,
      es: { ...document.es, titulo: 'Título de Marco' },
      baseRevision: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.revision).toBe(2);
    const second = await served.editor.put(studioUrl('post', { id: post.id }), {
      ...document,
      es: { ...document.es, titulo: 'Título de Elena' },
      baseRevision: 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^Marco Redactor guardó la revisión 2 /);
    expect(second.body.conflict).toMatchObject({
      revision: 2,
      baseRevision: 1,
      saved_by: { id: MEMBERS.otherEditor.id, name: 'Marco Redactor' },
    });
    const now = parseWire(
      ZStudioPostSchema,
      (await served.editor.get(studioUrl('post', { id: post.id }))).body,
    );
    expect(now.es.titulo).toBe('Título de Marco');
    expect(now.revision).toBe(2);
  });

  it('When two editors have an article open, then each is told the other is editing', async () => {
    const post = await createPost(served.editor);
    await otherEditor.get(studioUrl('post', { id: post.id }));
    const seen = parseWire(
      ZStudioPostSchema,
      (await served.editor.get(studioUrl('post', { id: post.id }))).body,
    );
    expect(seen.editing.map((member) => member.name)).toEqual(['Marco Redactor']);
  });

  it('When revisions are saved and an old one restored, then the history lists who changed which fields and the restore is a new revision', async () => {
    const post = await createPost(served.editor);
    const document = documentOf(post);
    const changed = { ...document, es: { ...document.es, titulo: 'Otro título' }, featured: true };
    await served.editor.put(studioUrl('post', { id: post.id }), { ...changed, baseRevision: 1 });
    const history = parseWire(
      ZStudioRevisionListSchema,
      (await served.editor.get(studioUrl('postRevisions', { id: post.id }))).body,
    );
    expect(history.revisions.map((r) => [r.revision, r.action, r.actor?.name])).toEqual([
      [2, 'save', 'Elena Editora'],
      [1, 'create', 'Elena Editora'],
    ]);
    expect(history.revisions[0]?.changes).toEqual(['es.titulo', 'featured']);
    const first = await served.editor.get(studioUrl('postRevision', { id: post.id, rev: 1 }));
    expect((first.body.document as { es: { titulo: string } }).es.titulo).toBe(post.es.titulo);
    const restored = await served.editor.post(studioUrl('postRestore', { id: post.id, rev: 1 }));
    expect(restored.status).toBe(200);
    const after = parseWire(ZStudioPostSchema, restored.body);
    expect(after.revision).toBe(3);
    expect(after.es.titulo).toBe(post.es.titulo);
    expect(after.featured).toBe(false);
    const latest = parseWire(
      ZStudioRevisionListSchema,
      (await served.editor.get(studioUrl('postRevisions', { id: post.id }))).body,
    ).revisions[0];
    expect(latest).toMatchObject({ revision: 3, action: 'restore', restored_from: '1' });
  });

  it("When a published article's address changes, then the old address answers the article with its new address (the page's 301)", async () => {
    const post = await createPost(served.editor);
    await served.editor.post(studioUrl('postPublish', { id: post.id }), {
      languages: ['es', 'en'],
    });
    const document = documentOf(post);
    const saved = await served.editor.put(studioUrl('post', { id: post.id }), {
      ...document,
      es: { ...document.es, url: `${post.es.url}-nuevo` },
      baseRevision: 1,
    });
    expect(saved.status).toBe(200);
    // saving does not move the site: the old address is still the live one
    expect((await publicArticle('es', post.es.url)).status).toBe(200);
    await served.editor.post(studioUrl('postPublish', { id: post.id }), { languages: ['es'] });
    const old = parseWire(
      ZBlogArticleSchema,
      await (await publicArticle('es', post.es.url)).json(),
    );
    expect(old.url_es).toBe(`${post.es.url}-nuevo`);
    expect((await publicArticle('es', `${post.es.url}-nuevo`)).status).toBe(200);
  });

  it('When a body holds a <script>, an onerror and a javascript: link, then neither the preview nor the published article carries them', async () => {
    const hostile =
      '## El plazo {#plazo}\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[clic](javascript:alert(3)) y <b onclick="alert(4)">negrita</b>';
    const post = await createPost(served.editor, { es: { markdown: hostile } });
    const preview = await served.editor.get(`${studioUrl('postPreview', { id: post.id })}?lang=es`);
    expect(preview.status).toBe(200);
    const previewed = parseWire(ZBlogArticleSchema, preview.body);
    await served.editor.post(studioUrl('postPublish', { id: post.id }), { languages: ['es'] });
    const published = parseWire(
      ZBlogArticleSchema,
      await (await publicArticle('es', post.es.url)).json(),
    );
    for (const html of [previewed.body_es, published.body_es]) {
      expect(html).toContain('<h2 id="plazo">El plazo</h2>');
      expect(html).toContain('<b>negrita</b>');
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    }
  });

  it('When an article is saved with a bad address, a taken one, an unknown category and an over-long title, then it is a 400 listing each field in the editor language', async () => {
    const taken = await createPost(served.editor);
    const post = await createPost(served.editor);
    const document = documentOf(post);
    const answer = await served.editor.put(`${studioUrl('post', { id: post.id })}?lang=en`, {
      ...document,
      category: 'no-such-category',
      es: { ...document.es, url: 'Con Mayúsculas' },
      en: { ...document.en, url: taken.en.url, titulo: 'x'.repeat(141) },
      baseRevision: 1,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'en.titulo', message: 'Title (English): write at most 140 characters.' },
      ]),
    );
    const fixed = await served.editor.put(studioUrl('post', { id: post.id }), {
      ...document,
      category: 'no-such-category',
      es: { ...document.es, url: 'Con Mayúsculas' },
      en: { ...document.en, url: taken.en.url },
      baseRevision: 1,
    });
    expect(fixed.status).toBe(400);
    expect((fixed.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'category',
      'en.url',
      'es.url',
    ]);
    expect(fixed.body.errors).toContainEqual({
      field: 'en.url',
      message: 'Dirección (inglés): otro artículo ya usa esta dirección.',
    });
  });

  it('When publishing would leave an index anchor without its heading, then it is a 400 naming the anchor and the language', async () => {
    const post = await createPost(served.editor, {
      en: { markdown: '## The deadline\n\nNo anchor here.' },
    });
    const answer = await served.editor.post(studioUrl('postPublish', { id: post.id }), {
      languages: ['es', 'en'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({
      field: 'index.0.anchor',
      message:
        'Índice, entrada 1, ancla: el texto en inglés no tiene un encabezado con el ancla plazo; termine el encabezado con {#plazo}.',
    });
    expect((await publicArticle('es', post.es.url)).status).toBe(404);
  });

  it('When a change comes without the anti-forgery token, then it is refused and nothing changes', async () => {
    const post = await createPost(served.editor);
    const headers = { ...served.editor.headers };
    delete headers['x-csrf-token'];
    const response = await fetch(
      `${served.studio.baseUrl}${studioUrl('postPublish', { id: post.id })}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ languages: ['es'] }),
      },
    );
    expect(response.status).toBe(403);
    expect((await publicArticle('es', post.es.url)).status).toBe(404);
  });

  it('When an article is published, then the content version moves on (the edge drops its cached pages)', async () => {
    const version = async () =>
      (
        (await (await fetch(`${served.studio.baseUrl}/internal/content-version`)).json()) as {
          version: number;
        }
      ).version;
    const before = await version();
    const post = await createPost(served.editor);
    await served.editor.post(studioUrl('postPublish', { id: post.id }), { languages: ['es'] });
    expect(await version()).toBeGreaterThan(before);
  });

  it('When a language is scheduled, then its job waits for the time; unpublished before it, the schedule is cancelled and its job does nothing', async () => {
    const post = await createPost(served.editor);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await served.editor.post(studioUrl('postPublish', { id: post.id }), {
      languages: ['es'],
      at,
    });
    expect(parseWire(ZStudioPostSchema, scheduled.body).languages.es).toMatchObject({
      state: 'scheduled',
      live: false,
      scheduled_at: at,
      scheduled_revision: 1,
    });
    const queued = served.studio.queued.find((entry) => entry.job.key === String(post.id));
    expect(queued?.at.toISOString()).toBe(at);
    const early = await served.studio.documents.runSchedule(POST_KIND, queued!.job);
    expect(typeof early === 'number' && early > 3_500_000).toBe(true);

    const cancelled = await served.editor.post(studioUrl('postUnpublish', { id: post.id }), {
      languages: ['es'],
    });
    expect(parseWire(ZStudioPostSchema, cancelled.body).languages.es).toMatchObject({
      state: 'draft',
      scheduled_at: null,
    });
    expect(await served.studio.documents.runSchedule(POST_KIND, queued!.job)).toBe('stale');
    expect((await publicArticle('es', post.es.url)).status).toBe(404);
  });
});
