import { rmSync } from 'node:fs';
import path from 'node:path';
import { PAGE_TEXT_BLOCKS, ZPageTextSchema, type TPageText } from '@firm/shared/content/page-text';
import { ContentError } from '@firm/content-api/content/content-bundle';
import { importContent } from '@firm/content-api/content/import-content';
import { importOnStart } from '@firm/content-api/content/startup-import';
import { clearContentCaches } from '@firm/content-api/http/content-caches';
import { createLogger } from '@firm/shared/server/logger';
import { writeFixtureContent, writePageText } from '../../support/content-fixture';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { useFixtureServer } from './support/fixture-server';

const DATED = '---\nupdated: 2026-11-24\n---\n';

/** Gives a fixture folder a `example-visa` page (a page the site does not show, so its blocks may come and go) with an introduction (dated, with an image) and benefits. */
function writeExamplePage(dir: string, intro = 'La VAWA protege a víctimas de abuso.'): void {
  const image = '![Ilustración](/images/files/blog-vawa-self-petition.jpg)';
  writePageText(
    dir,
    'example-visa/intro.es.md',
    `${DATED}## Qué es {#que-es}\n\n${intro}\n\n${image}`,
  );
  writePageText(
    dir,
    'example-visa/intro.en.md',
    `${DATED}## What it is {#que-es}\n\nVAWA.\n\n${image}`,
  );
  writePageText(
    dir,
    'example-visa/benefits.es.md',
    '## Beneficios {#beneficios}\n\nPermiso de trabajo.',
  );
  writePageText(dir, 'example-visa/benefits.en.md', '## Benefits {#beneficios}\n\nA work permit.');
}

describe('content-api: page texts from a fixture folder', () => {
  const served = useFixtureServer([{}], (dir) => writeExamplePage(dir));
  const getText = async (lang: string, key: string): Promise<TPageText> => {
    const response = await served.server.get(`/api/content/pages/${lang}/${key}`);
    expect([key, response.status]).toEqual([key, 200]);
    return ZPageTextSchema.parse(await response.json());
  };

  it('When a page is asked in Spanish, then its blocks come as sanitized HTML with their headings, date and fingerprinted images', async () => {
    const text = await getText('es', 'example-visa');
    expect(text).toMatchObject({ key: 'example-visa', lang: 'es', updated: '2026-11-24' });
    expect(Object.keys(text.blocks)).toEqual(['benefits', 'intro']);
    expect(text.blocks.intro).toContain('<h2 id="que-es">Qué es</h2>');
    expect(text.blocks.intro).toMatch(
      /<img src="\/images\/files\/blog-vawa-self-petition\.[0-9a-f]{8}\.jpg" alt="Ilustración" loading="lazy"/,
    );
    expect(text.headings).toEqual({
      benefits: [{ anchor: 'beneficios', text: 'Beneficios' }],
      intro: [{ anchor: 'que-es', text: 'Qué es' }],
    });
    expect((await getText('en', 'example-visa')).headings.intro).toEqual([
      { anchor: 'que-es', text: 'What it is' },
    ]);
  });

  it('When a page text is asked again with its ETag, then the answer is a 304 with the content caching headers', async () => {
    const first = await served.server.get('/api/content/pages/en/privacy');
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"/);
    const again = await served.server.get('/api/content/pages/en/privacy', {
      headers: { 'if-none-match': etag },
      cache: 'no-cache', // as a browser revalidates (fetch's default makes it a forced reload)
    });
    expect(again.status).toBe(304);
  });

  it.each([
    '/api/content/pages/es/no-such-page',
    '/api/content/pages/fr/privacy',
    '/api/content/pages/es/Privacy',
    '/api/content/pages/es/..%2Fprivacy',
  ])('When %s is asked, then the answer is a 404 JSON error', async (url) => {
    const response = await served.server.get(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', message: expect.any(String) });
  });

  it('When a block is missing its English file, then the import names that file and writes nothing', async () => {
    const broken = writeFixtureContent([{}]);
    try {
      writeExamplePage(broken.dir, 'Texto nuevo que no debe llegar.');
      rmSync(path.join(broken.dir, 'pages/example-visa/benefits.en.md'));
      const failure = await importContent(served.server.pool, {
        contentDir: broken.dir,
        replace: true,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ContentError);
      expect((failure as ContentError).problems).toEqual([
        'pages/example-visa/benefits.en.md: file is missing (every block needs both languages)',
      ]);
      clearContentCaches(served.server.caches);
      const text = await getText('es', 'example-visa');
      expect(text.blocks.intro).toContain('La VAWA protege');
      expect(Object.keys(text.blocks)).toEqual(['benefits', 'intro']);
    } finally {
      broken.remove();
    }
  });

  it('When a block is changed and another removed in git and imported, then the page answers the new text without the removed block', async () => {
    const before = await served.server.get('/api/content/pages/es/example-visa');
    writeExamplePage(served.dir, 'La VAWA protege a hombres y mujeres.');
    rmSync(path.join(served.dir, 'pages/example-visa/benefits.es.md'));
    rmSync(path.join(served.dir, 'pages/example-visa/benefits.en.md'));
    await importContent(served.server.pool, { contentDir: served.dir, replace: true });
    clearContentCaches(served.server.caches);

    const after = await served.server.get('/api/content/pages/es/example-visa');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const text = ZPageTextSchema.parse(await after.json());
    expect(Object.keys(text.blocks)).toEqual(['intro']);
    expect(text.blocks.intro).toContain('hombres y mujeres');

    rmSync(path.join(served.dir, 'pages/example-visa'), { recursive: true });
    await importContent(served.server.pool, { contentDir: served.dir, replace: true });
    clearContentCaches(served.server.caches);
    expect((await served.server.get('/api/content/pages/es/example-visa')).status).toBe(404);
  });

  it(
    'When a database filled before page texts existed starts in auto mode, then the content is imported again',
    async () => {
      await served.server.pool.query('DELETE FROM page_texts');
      const imported = await new Promise<boolean>((resolve) => {
        importOnStart(served.server.pool, {
          mode: 'auto',
          contentDir: served.dir,
          logger: createLogger('content-api-test', 'silent'),
          onImported: () => resolve(true),
          retryMs: 60_000,
        });
      });
      expect(imported).toBe(true);
      const { rows } = await served.server.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM page_texts',
      );
      // every block the site shows (the example page was removed above)
      expect(rows[0]?.n).toBe(Object.values(PAGE_TEXT_BLOCKS).flat().length);
    },
    IMPORT_TIMEOUT_MS,
  );
});

describe('content-api: the seed page texts', () => {
  let server: TContentServer;
  beforeAll(async () => {
    server = await startContentServer();
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  it.each([
    ['es', 'privacy', 'quienes-somos', 'Información que recopilamos'],
    ['en', 'privacy', 'quienes-somos', 'Information we collect'],
    ['es', 'terms', 'uso-del-sitio', 'El sitio no crea una relación abogado-cliente'],
    ['en', 'terms', 'uso-del-sitio', 'No attorney–client relationship'],
  ])(
    'When the %s %s text is asked, then it imports cleanly with its dated sections',
    async (lang, key, firstAnchor, secondHeading) => {
      const response = await server.get(`/api/content/pages/${lang}/${key}`);
      expect(response.status).toBe(200);
      const text = ZPageTextSchema.parse(await response.json());
      expect(text.updated).toBe('2026-11-27');
      const headings = text.headings.body ?? [];
      expect(headings[0]?.anchor).toBe(firstAnchor);
      expect(headings[1]?.text).toBe(secondHeading);
      expect(text.blocks.body).toContain('href="mailto:contacto@herreraimmigrationlaw.com"');
    },
  );
});
