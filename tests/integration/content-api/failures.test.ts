import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZErrorAnswerSchema } from '@firm/shared/content/error-answer';
import { ZSearchResultSchema } from '@firm/shared/content/search-result';
import { MESSAGES_EN } from '@firm/shared/i18n/messages-en';
import { MESSAGES_ES } from '@firm/shared/i18n/messages-es';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { ContentError } from '@firm/content-api/content/content-bundle';
import { importContent } from '@firm/content-api/content/import-content';
import { writeFixtureContent } from '../../support/content-fixture';
import { startContentServer, type TContentServer } from '../../support/content-server';
import { createScratchDatabase, type TScratchDatabase } from './support/scratch-database';
import { parseWire } from './support/wire';

describe('content-api: when PostgreSQL is down', () => {
  let server: TContentServer;
  beforeAll(async () => {
    // Port 1 never has PostgreSQL: every query fails to connect, fast.
    server = await startContentServer({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      importFrom: false,
    });
  });
  afterAll(() => server.close());

  it.each([
    API_PATHS.categoriesEs,
    API_PATHS.featuredBlogs,
    `${API_PATHS.blogSearch}?query=vawa`,
    '/api/content/blog/es/x',
    '/api/content/pages/es/privacy',
    '/images/files/a.3f9a1c2b.jpg',
  ])(
    'When %s is asked, then the answer is a 503 JSON in the visitor’s language without a stack trace',
    async (path) => {
      for (const [language, messages] of [
        ['es-US', MESSAGES_ES],
        ['en-US', MESSAGES_EN],
      ] as const) {
        const response = await server.get(path, { headers: { 'accept-language': language } });
        expect(response.status).toBe(503);
        const body = await response.text();
        expect(parseWire(ZErrorAnswerSchema, JSON.parse(body))).toEqual({
          status: 'error',
          message: messages['server.unavailable'],
        });
        expect(body).not.toMatch(/ECONNREFUSED|\.ts:|at /);
      }
    },
  );

  it('When the search query is blank, then [] comes back without the database', async () => {
    const response = await server.get(`${API_PATHS.blogSearch}?query=%20`);
    expect(response.status).toBe(200);
    expect(parseWire(z.array(ZSearchResultSchema), await response.json())).toEqual([]);
  });

  it('When readiness is checked, then it reports 503 while liveness stays 200', async () => {
    expect((await server.get('/readyz')).status).toBe(503);
    expect((await server.get('/healthz')).status).toBe(200);
  });
});

describe('content-api: invalid content is refused whole', () => {
  let scratch: TScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(() => scratch.drop());

  it('When an index anchor is missing from a body and a media file is missing, then the import lists both and writes nothing', async () => {
    const fixture = writeFixtureContent([{}]);
    try {
      writeFileSync(
        path.join(fixture.dir, 'blog/post-1/en.md'),
        '---\nurl: post-1-en\ntitulo: T\ndescription: D\nmain_media_text: M\n---\n## Start\n',
      );
      writeFileSync(
        path.join(fixture.dir, 'giveaway-testimonials.json'),
        JSON.stringify([{ key: 'g', foto: 'missing.jpg', alt_es: 'a', alt_en: 'b' }]),
      );
      const server = await startContentServer({ databaseUrl: scratch.url, importFrom: false });
      try {
        const failure = await importContent(server.pool, {
          contentDir: fixture.dir,
          replace: true,
        }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ContentError);
        expect((failure as ContentError).problems).toEqual([
          'blog/post-1/en.md: no heading with id {#inicio} (listed in meta.json index)',
          'giveaway-testimonials.json: media file "missing.jpg" is not in media/',
        ]);
        const { rows } = await server.pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM blog_posts',
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        await server.close();
      }
    } finally {
      fixture.remove();
    }
  });

  it('When the callback line is none of the phones, then the import names it and writes nothing', async () => {
    const fixture = writeFixtureContent([{}]);
    try {
      const file = path.join(fixture.dir, 'site-config.json');
      const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(
        file,
        JSON.stringify({ ...config, callback: { phone_id: 'nowhere', within_business_days: 1 } }),
      );
      const server = await startContentServer({ databaseUrl: scratch.url, importFrom: false });
      try {
        const failure = await importContent(server.pool, { contentDir: fixture.dir }).catch(
          (error: unknown) => error,
        );
        expect((failure as ContentError).problems).toEqual([
          'site-config.json: callback.phone_id "nowhere" is none of phones',
        ]);
        const { rows } = await server.pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM site_config',
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        await server.close();
      }
    } finally {
      fixture.remove();
    }
  });
});
