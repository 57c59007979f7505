import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS, searchPath } from '@firm/shared/routes/api-paths';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { PAGE_TEXT_BLOCKS } from '@firm/shared/content/page-text-blocks';
import { repoPaths } from '@firm/shared/server/paths';
import { ZStudioPageSchema } from '@firm/shared/studio/studio-page';
import { ZStudioPostSchema } from '@firm/shared/studio/studio-post';
import { ZStudioRevisionListSchema } from '@firm/shared/studio/studio-revision';
import { exportContent } from '@firm/content-api/export/export-content';
import { clearContentCaches } from '@firm/content-api/http/content-caches';
import { startContentServer, type TContentServer } from '../../support/content-server';
import { createScratchDatabase, type TScratchDatabase } from './support/scratch-database';
import {
  MEMBERS,
  startStudioServer,
  useStudioServer,
  type StudioClient,
} from '../../support/studio-server';
import { parseWire } from './support/wire';

// two imports (one of them through the command line) and every content answer of two servers
jest.setTimeout(120_000);

const served = useStudioServer([{ key: 'post-uno' }, { key: 'post-dos' }]);
const out = mkdtempSync(path.join(tmpdir(), 'content-export-'));
let copy: TScratchDatabase;
let reimported: TContentServer;

afterAll(async () => {
  await reimported?.close();
  await copy?.drop();
  rmSync(out, { recursive: true, force: true });
});

/** Uploads a seed image to the library and writes its alt texts; its library name. */
async function uploadImage(editor: StudioClient, name: string): Promise<string> {
  const form = new FormData();
  const bytes = readFileSync(path.join(repoPaths().content, 'media', 'attorney-daniel-ortiz.jpg'));
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${served.studio.baseUrl}${STUDIO_ROUTES.media}`, {
    method: 'POST',
    headers: editor.headers,
    body: form,
  });
  const { id } = (await response.json()) as { id: string };
  await editor.put(studioUrl('mediaItem', { id }), { alt_es: 'Un abogado', alt_en: 'A lawyer' });
  return id;
}

/** What the studio changes before the export: each kind of change the export must carry over. */
async function editTheSite(editor: StudioClient): Promise<void> {
  const image = await uploadImage(editor, 'Abogado en la oficina.jpg');
  const created = await editor.post(STUDIO_ROUTES.posts, {
    category: 'vawa',
    author: 'ana-herrera',
    featured: true,
    main_media: image,
    index: [{ es: 'Uno', en: 'One', anchor: 'uno' }],
    es: {
      url: 'solo-en-espanol',
      titulo: 'Solo en español',
      description: 'Publicado en español solamente.',
      main_media_text: 'Un abogado en su oficina',
      markdown: `## Uno {#uno}\n\nTexto con foto:\n\n![Un abogado](/images/files/${image})`,
    },
    en: { titulo: 'Draft in English' },
  });
  const post = parseWire(ZStudioPostSchema, created.body);
  await editor.post(studioUrl('postPublish', { id: post.id }), { languages: ['es'] });
  await editor.post(STUDIO_ROUTES.posts, { es: { titulo: 'Un borrador' } });
  const page = parseWire(
    ZStudioPageSchema,
    (await editor.get(studioUrl('page', { key: 'terms' }))).body,
  );
  await editor.put(studioUrl('page', { key: 'terms' }), {
    es: { updated: '2026-12-02', blocks: { body: '## terms {#body}\n\nTérminos **nuevos**.' } },
    en: page.en,
    baseRevision: page.revision,
  });
  await editor.post(studioUrl('pagePublish', { key: 'terms' }), { languages: ['es'] });
  await editor.post(studioUrl('postUnpublish', { id: 1 }), { languages: ['en'] });
}

/** Every content answer of a server (SPEC §7 paths and /api/content/*), ids aside. */
async function everyAnswer(baseUrl: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const get = async (pathname: string) => {
    const response = await fetch(`${baseUrl}${pathname}`);
    const body: unknown = await response.json();
    answers[pathname] = { status: response.status, body: withoutIds(body) };
    return body;
  };
  for (const pathname of [
    API_PATHS.categoriesEn,
    API_PATHS.categoriesEs,
    API_PATHS.featuredBlogs,
    `${API_PATHS.featuredBlogs}?lang=es`,
    `${API_PATHS.featuredBlogs}?lang=en`,
    API_PATHS.googleReviews,
    API_PATHS.travelTestimonials,
    API_PATHS.giveawayTestimonials,
    API_PATHS.attorneyTestimonials,
    API_PATHS.lives,
    searchPath('blogSearch', 'texto'),
    CONTENT_URLS.siteConfig(),
    CONTENT_URLS.categories(),
    CONTENT_URLS.mediaCatalog(),
  ])
    await get(pathname);
  for (const lang of ['es', 'en'] as const) {
    const list = (await get(CONTENT_URLS.blogPage(lang, 1, 50))) as {
      items: { url_es: string; url_en: string }[];
    };
    for (const item of list.items)
      await get(CONTENT_URLS.article(lang, lang === 'es' ? item.url_es : item.url_en));
    await get(CONTENT_URLS.categoryPage(lang, 'vawa', 1));
    for (const key of Object.keys(PAGE_TEXT_BLOCKS)) await get(CONTENT_URLS.pageText(lang, key));
  }
  for (const attorney of (await get(CONTENT_URLS.attorneys())) as { slug: string }[])
    await get(CONTENT_URLS.attorney(attorney.slug));
  return answers;
}

/** An answer without its database ids (an import numbers rows in its own order). */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

describe('content export and import', () => {
  it('When the content edited in the studio is exported and imported into an empty database, then every content answer is the same', async () => {
    await editTheSite(served.editor);
    const result = await exportContent(served.studio.pool, out);
    expect(result).toMatchObject({ posts: 4, pages: Object.keys(PAGE_TEXT_BLOCKS).length });
    const meta = JSON.parse(readFileSync(path.join(out, 'blog/solo-en-espanol/meta.json'), 'utf8'));
    expect(meta.published).toEqual(['es']);
    expect(readFileSync(path.join(out, 'pages/terms/body.es.md'), 'utf8')).toBe(
      '---\nupdated: 2026-12-02\n---\n## terms {#body}\n\nTérminos **nuevos**.',
    );

    copy = await createScratchDatabase();
    reimported = await startContentServer({ databaseUrl: copy.url, importFrom: out });
    const before = await everyAnswer(served.studio.baseUrl);
    const after = await everyAnswer(reimported.baseUrl);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const pathname of Object.keys(before))
      expect([pathname, after[pathname]]).toEqual([pathname, before[pathname]]);
    expect(
      (before[CONTENT_URLS.article('es', 'solo-en-espanol')] as { status: number }).status,
    ).toBe(200);
  });

  it('When `npm run content:import` runs on a database with content, then it refuses without --replace (--if-empty keeps it and succeeds); with --replace, what it replaced is one restore away', async () => {
    const cli = (args: string[]) =>
      spawnSync(
        'node',
        ['--import', 'tsx', 'services/content-api/src/content/import-cli.ts', ...args],
        {
          cwd: repoPaths().root,
          env: {
            ...process.env,
            DATABASE_URL: copy.url,
            CONTENT_DIR: served.dir,
            LOG_LEVEL: 'silent',
          },
          encoding: 'utf8',
        },
      );
    const version = async () =>
      (await reimported.pool.query<{ version: number }>('SELECT version FROM content_state'))
        .rows[0]?.version;
    const versionBefore = await version();
    const refused = cli([]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The database already has content');
    expect(await version()).toBe(versionBefore);

    const kept = cli(['--if-empty']);
    expect(kept.status).toBe(0);
    expect(kept.stdout).toContain('nothing imported');
    expect(await version()).toBe(versionBefore);

    const replaced = cli(['--replace']);
    expect(replaced.status).toBe(0);
    // the server of the copy would notice the new content version within seconds; a test drops it now
    clearContentCaches(reimported.caches);
    const terms = await fetch(`${reimported.baseUrl}${CONTENT_URLS.pageText('es', 'terms')}`);
    expect(((await terms.json()) as { blocks: { body: string } }).blocks.body).not.toContain(
      'nuevos',
    );

    // undone from the studio: the revision the import replaced is restored and published again
    const studio = await startStudioServer(copy.url, { skipImport: true, contentDir: served.dir });
    try {
      const editor = await studio.as(MEMBERS.editor);
      const history = parseWire(
        ZStudioRevisionListSchema,
        (await editor.get(studioUrl('pageRevisions', { key: 'terms' }))).body,
      );
      expect(history.revisions.map((r) => [r.revision, r.action])).toEqual([
        [2, 'import'],
        [1, 'import'],
      ]);
      await editor.post(studioUrl('pageRestore', { key: 'terms', rev: 1 }));
      await editor.post(studioUrl('pagePublish', { key: 'terms' }), { languages: ['es', 'en'] });
      const again = await fetch(`${studio.baseUrl}${CONTENT_URLS.pageText('es', 'terms')}`);
      expect(((await again.json()) as { blocks: { body: string } }).blocks.body).toContain(
        '<strong>nuevos</strong>',
      );
    } finally {
      await studio.close();
    }
  });
});
