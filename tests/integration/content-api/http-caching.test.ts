import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZBlogArticleSchema } from '@firm/shared/content/blog-article';
import { ZLiveEntrySchema } from '@firm/shared/content/live-entry';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { importContent } from '@firm/content-api/content/import-content';
import { clearContentCaches } from '@firm/content-api/http/content-caches';
import { writeFixtureContent } from '../../support/content-fixture';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { createScratchDatabase, type TScratchDatabase } from './support/scratch-database';
import { parseWire } from './support/wire';

const CONTENT_GETS = [
  API_PATHS.categoriesEn,
  API_PATHS.categoriesEs,
  API_PATHS.featuredBlogs,
  API_PATHS.googleReviews,
  API_PATHS.travelTestimonials,
  API_PATHS.giveawayTestimonials,
  API_PATHS.attorneyTestimonials,
  API_PATHS.lives,
  `${API_PATHS.blogSearch}?query=vawa`,
  `${API_PATHS.blogSearchFooter}?query=visa`,
  '/api/content/blog/es?page=1',
  '/api/content/blog/en/t-visa-protection-for-trafficking-victims',
  '/api/content/categories',
  '/api/content/categories/es/vawa',
  '/api/content/attorneys',
  '/api/content/attorneys/ana-herrera',
  '/api/content/site-config',
  '/api/content/media',
];

describe('content-api: HTTP caching', () => {
  let server: TContentServer;
  beforeAll(async () => {
    server = await startContentServer();
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  it.each(CONTENT_GETS)(
    'When %s is fetched, then it has an ETag and a public short Cache-Control, and If-None-Match gives 304',
    async (path) => {
      const first = await server.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe(
        'public, max-age=60, stale-while-revalidate=600',
      );
      // as a browser revalidates: fetch makes a hand-set validator a forced reload unless told otherwise
      const again = await server.get(path, {
        headers: { 'If-None-Match': etag as string },
        cache: 'no-cache',
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    },
  );

  it('When a forced reload (Cache-Control: no-cache) sends the ETag, then the full answer comes back', async () => {
    const etag = (await server.get(API_PATHS.lives)).headers.get('etag') as string;
    const reload = await server.get(API_PATHS.lives, {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'no-cache' },
    });
    expect(reload.status).toBe(200);
  });

  it('When If-None-Match names an old version, then the full answer comes back', async () => {
    const response = await server.get(API_PATHS.lives, { headers: { 'If-None-Match': '"old"' } });
    expect(response.status).toBe(200);
    expect(parseWire(z.array(ZLiveEntrySchema), await response.json()).length).toBe(7);
  });

  it('When a cached answer is asked again, then the database is not queried', async () => {
    await server.get(API_PATHS.featuredBlogs);
    const spy = jest.spyOn(server.pool, 'query');
    const response = await server.get(API_PATHS.featuredBlogs);
    expect(response.status).toBe(200);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('content-api: cache invalidation on import', () => {
  let scratch: TScratchDatabase;
  let server: TContentServer;
  const fixture = writeFixtureContent([{ titleEs: 'Título original', titleEn: 'Original title' }]);

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    server = await startContentServer({ databaseUrl: scratch.url, importFrom: fixture.dir });
  }, IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await scratch.drop();
    fixture.remove();
  });

  it('When content is imported again with a changed title, then the next answer shows it with a new ETag', async () => {
    const before = await server.get('/api/content/blog/es/post-1-es');
    expect(parseWire(ZBlogArticleSchema, await before.json()).titulo_es).toBe('Título original');

    const file = path.join(fixture.dir, 'blog/post-1/es.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Título original', 'Título nuevo'));
    await importContent(server.pool, { contentDir: fixture.dir, replace: true });

    const stale = await server.get('/api/content/blog/es/post-1-es');
    expect(parseWire(ZBlogArticleSchema, await stale.json()).titulo_es).toBe('Título original');

    clearContentCaches(server.caches);
    const after = await server.get('/api/content/blog/es/post-1-es');
    expect(parseWire(ZBlogArticleSchema, await after.json()).titulo_es).toBe('Título nuevo');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('When an article is removed from git and imported, then it answers 404', async () => {
    const second = writeFixtureContent([{ key: 'other' }]);
    try {
      await importContent(server.pool, { contentDir: second.dir, replace: true });
      clearContentCaches(server.caches);
      expect((await server.get('/api/content/blog/es/post-1-es')).status).toBe(404);
      expect((await server.get('/api/content/blog/es/other-es')).status).toBe(200);
    } finally {
      second.remove();
    }
  });
});
