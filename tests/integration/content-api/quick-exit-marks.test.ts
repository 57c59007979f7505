import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZBlogArticleSchema } from '@firm/shared/content/blog-article';
import { ZBlogPageSchema } from '@firm/shared/content/blog-page';
import { ZCategorySchema } from '@firm/shared/content/category';
import { ZCategoryPageSchema } from '@firm/shared/content/category-page';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { useFixtureServer } from './support/fixture-server';
import { parseWire } from './support/wire';

describe('content-api: the Quick exit marks of the blog (seed content)', () => {
  let server: TContentServer;
  beforeAll(async () => {
    server = await startContentServer();
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  const get = async <T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> =>
    parseWire(schema, await (await server.get(url)).json()) as z.infer<T>;

  it('When the categories are listed, then exactly the VAWA, T and U categories are marked', async () => {
    const categories = await get('/api/content/categories', z.array(ZCategorySchema));
    expect(categories.filter((c) => c.quick_exit).map((c) => c.url_en)).toEqual([
      'vawa',
      't-visa',
      'u-visa',
    ]);
  });

  it('When articles about VAWA, T and U visas are asked, then they are marked; a K-1 article is not', async () => {
    for (const slug of [
      'vawa-autopeticion-que-es-y-quien-califica',
      'visa-t-proteccion-victimas-de-trata',
    ]) {
      expect((await get(`/api/content/blog/es/${slug}`, ZBlogArticleSchema)).quick_exit).toBe(true);
    }
    const k1 = await get('/api/content/categories/en/k1-fiance-visa', ZCategoryPageSchema);
    expect(k1.category.quick_exit).toBe(false);
    expect(k1.items.length).toBeGreaterThan(0);
    expect(k1.items.every((item) => !item.quick_exit)).toBe(true);
  });

  it('When the blog list is read, then each item carries its mark', async () => {
    const page = await get('/api/content/blog/es?per_page=50', ZBlogPageSchema);
    const marked = page.items.filter((item) => item.quick_exit).map((item) => item.category.url_en);
    expect(marked).toHaveLength(6);
    expect(new Set(marked)).toEqual(new Set(['vawa', 't-visa', 'u-visa']));
  });
});

describe('content-api: an article is marked by its own mark or its category’s', () => {
  // the fixture's only category, marked: its article without a mark of its own shows Quick exit too
  const fixture = useFixtureServer([{ key: 'unmarked' }], (dir) =>
    writeFileSync(
      path.join(dir, 'categories.json'),
      JSON.stringify([
        {
          key: 'vawa',
          nombre_en: 'VAWA',
          nombre_es: 'VAWA',
          url_en: 'vawa',
          url_es: 'vawa',
          quick_exit: true,
        },
      ]),
    ),
  );

  it('When an article without a mark of its own is in a marked category, then it is marked', async () => {
    const { rows } = await fixture.server.pool.query<{ quick_exit: boolean }>(
      'SELECT quick_exit FROM blog_posts',
    );
    expect(rows).toEqual([{ quick_exit: false }]);
    const article = parseWire(
      ZBlogArticleSchema,
      await (await fixture.server.get('/api/content/blog/en/unmarked-en')).json(),
    );
    expect(article.quick_exit).toBe(true);
    expect(article.category.quick_exit).toBe(true);
  });
});
