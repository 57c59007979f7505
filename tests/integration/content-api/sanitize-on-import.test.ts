import { ZBlogArticleSchema } from '@firm/shared/content/blog-article';
import { writeFixtureContent } from '../../support/content-fixture';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { createScratchDatabase, type TScratchDatabase } from './support/scratch-database';
import { parseWire } from './support/wire';

const PAYLOADS = [
  '<script>alert("es")</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">clic</a>',
  '<svg onload="alert(1)"><script>alert(2)</script></svg>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">texto</p>',
].join('\n\n');

describe('content-api: blog HTML is sanitized when imported', () => {
  let scratch: TScratchDatabase;
  let server: TContentServer;
  const fixture = writeFixtureContent([
    { bodyEs: PAYLOADS, bodyEn: `[safe](https://www.uscis.gov/i-360)\n\n${PAYLOADS}` },
  ]);

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    server = await startContentServer({ databaseUrl: scratch.url, importFrom: fixture.dir });
  }, IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await scratch.drop();
    fixture.remove();
  });

  it('When an article with XSS payloads is imported, then the stored bodies hold none of them', async () => {
    const { rows } = await server.pool.query<{ body_es: string; body_en: string }>(
      'SELECT body_es, body_en FROM blog_posts',
    );
    for (const body of [rows[0]?.body_es, rows[0]?.body_en]) {
      expect(body).not.toMatch(
        /<script|onerror|onload|onmouseover|javascript:|<svg|<iframe|style=/i,
      );
      expect(body).toContain('<h2 id="inicio">');
    }
  });

  it('When the article is served, then the external link opens safely and the text survives', async () => {
    const article = parseWire(
      ZBlogArticleSchema,
      await (await server.get('/api/content/blog/en/post-1-en')).json(),
    );
    expect(article.body_en).toContain(
      '<a href="https://www.uscis.gov/i-360" target="_blank" rel="noopener noreferrer">safe</a>',
    );
    expect(article.body_es).toContain('<p>texto</p>');
    expect(article.body_es).toContain('<a>clic</a>');
  });
});
