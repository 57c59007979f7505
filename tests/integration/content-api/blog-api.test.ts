import { z } from 'zod';
import { ZBlogArticleSchema } from '@firm/shared/content/blog-article';
import { ZBlogPageSchema, type TBlogPage } from '@firm/shared/content/blog-page';
import { ZCategorySchema } from '@firm/shared/content/category';
import { ZCategoryPageSchema, type TCategoryPage } from '@firm/shared/content/category-page';
import { ZErrorAnswerSchema } from '@firm/shared/content/error-answer';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { expectShape } from './support/shape';
import { parseWire } from './support/wire';

const SUMMARY_SHAPE = {
  id: 'number',
  url_en: 'string',
  url_es: 'string',
  titulo_en: 'string',
  titulo_es: 'string',
  description_en: 'string',
  description_es: 'string',
  main_media: 'string',
  main_media_text_en: 'string',
  main_media_text_es: 'string',
  main_media_info: 'object',
  created_at: 'string',
  updated_at: 'string',
  featured: 'boolean',
  quick_exit: 'boolean',
  category: 'object',
  author: 'object|null',
} as const;

describe('content-api: blog lists, categories and articles under /api/content', () => {
  let server: TContentServer;
  beforeAll(async () => {
    server = await startContentServer();
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  const getJson = async <T>(path: string, schema: z.ZodType, status = 200): Promise<T> => {
    const response = await server.get(path);
    expect([path, response.status]).toEqual([path, status]);
    return parseWire(schema, await response.json()) as T;
  };

  it('When the blog list is paged 5 at a time, then pages are newest first, disjoint and complete', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        getJson<TBlogPage>(`/api/content/blog/es?page=${page}&per_page=5`, ZBlogPageSchema),
      ),
    );
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    expect(pages[0]).toMatchObject({ page: 1, per_page: 5, total: 12, total_pages: 3 });
    const dates = pages.flatMap((p) => p.items.map((item) => item.created_at as string));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(pages.flatMap((p) => p.items.map((item) => item.id))).size).toBe(12);
    for (const item of pages[0]?.items ?? []) expectShape(item, SUMMARY_SHAPE);
  });

  it('When no page is given, then the first 9 come back; past the end, an empty page', async () => {
    const first = await getJson<TBlogPage>('/api/content/blog/en', ZBlogPageSchema);
    expect(first).toMatchObject({ page: 1, per_page: 9, total: 12, total_pages: 2 });
    expect(first.items).toHaveLength(9);
    expect(
      (await getJson<TBlogPage>('/api/content/blog/en?page=9', ZBlogPageSchema)).items,
    ).toEqual([]);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'per_page=0', 'per_page=51', 'page=1.5'])(
    'When the paging is %s, then it is a 400',
    async (query) => {
      const body = await getJson<{ status: string; message: string }>(
        `/api/content/blog/es?${query}`,
        ZErrorAnswerSchema,
        400,
      );
      expect(body.status).toBe('error');
    },
  );

  it('When an article is asked by its Spanish slug, then it carries both languages, its counterpart slug and its parsed index', async () => {
    const article = await getJson<Record<string, unknown>>(
      '/api/content/blog/es/vawa-despues-del-divorcio-plazo-de-dos-anos',
      ZBlogArticleSchema,
    );
    expect(article).toMatchObject({
      lang: 'es',
      url_en: 'vawa-after-divorce-two-year-deadline',
      titulo_es: 'VAWA después del divorcio: el plazo de dos años',
    });
    expect(article.indice).toBe(
      'Sí se puede pedir VAWA después del divorcio**You can still file after a divorce**despues-del-divorcio;;El plazo de dos años**The two-year deadline**plazo-dos-anos;;Por qué hablamos de 18 meses**Why we talk about 18 months**ventana-18-meses;;Cuidado con volver a casarse**Be careful about remarrying**volver-a-casarse',
    );
    const index = article.index as { es: string; en: string; anchor: string }[];
    expect(index[1]).toEqual({
      es: 'El plazo de dos años',
      en: 'The two-year deadline',
      anchor: 'plazo-dos-anos',
    });
    for (const { anchor } of index) {
      expect(article.body_es).toContain(`id="${anchor}"`);
      expect(article.body_en).toContain(`id="${anchor}"`);
    }
    expect(article.category).toEqual({
      id: expect.any(Number),
      nombre_en: 'VAWA',
      nombre_es: 'VAWA',
      url_en: 'vawa',
      url_es: 'vawa',
      quick_exit: true,
    });
    expect(article.author).toEqual({ slug: 'ana-herrera', name: 'Ana Herrera' });
  });

  it('When an article is asked by its English slug, then the same article answers with lang en', async () => {
    const en = await getJson<Record<string, unknown>>(
      '/api/content/blog/en/vawa-after-divorce-two-year-deadline',
      ZBlogArticleSchema,
    );
    expect(en).toMatchObject({ lang: 'en', url_es: 'vawa-despues-del-divorcio-plazo-de-dos-anos' });
  });

  it("When an article's image is described, then its AVIF and WebP variants are listed for srcset", async () => {
    const article = await getJson<{
      main_media: string;
      main_media_info: {
        file: string;
        width: number;
        height: number;
        variants: { file: string; width: number; content_type: string }[];
      };
    }>('/api/content/blog/en/t-visa-protection-for-trafficking-victims', ZBlogArticleSchema);
    expect(article.main_media_info).toMatchObject({
      file: article.main_media,
      width: 1200,
      height: 675,
      content_type: 'image/jpeg',
    });
    expect(article.main_media_info.variants.map((v) => `${v.width}:${v.content_type}`)).toEqual([
      '480:image/avif',
      '480:image/webp',
      '800:image/avif',
      '800:image/webp',
      '1200:image/avif',
      '1200:image/webp',
    ]);
  });

  it.each([
    '/api/content/blog/es/no-existe',
    '/api/content/blog/en/vawa-despues-del-divorcio-plazo-de-dos-anos',
    '/api/content/blog/fr/x',
    '/api/content/categories/es/no-existe',
    '/api/content/categories/en/visa-t',
    '/api/content/attorneys/nadie',
    '/api/content/nothing-here',
  ])('When %s is asked, then the answer is a 404 JSON', async (path) => {
    const body = await getJson<{ status: string; message: string }>(path, ZErrorAnswerSchema, 404);
    expect(body.status).toBe('error');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/);
  });

  it('When categories are listed, then both languages and post counts come back', async () => {
    const categories = await getJson<Record<string, unknown>[]>(
      '/api/content/categories',
      z.array(ZCategorySchema),
    );
    for (const category of categories) {
      expectShape(category, {
        id: 'number',
        nombre_en: 'string',
        nombre_es: 'string',
        url_en: 'string',
        url_es: 'string',
        quick_exit: 'boolean',
        post_count: 'number',
      });
    }
    expect(categories.reduce((sum, c) => sum + (c.post_count as number), 0)).toBe(12);
  });

  it('When a category is asked by its Spanish slug, then it and its posts come back paged', async () => {
    const page = await getJson<TCategoryPage>(
      '/api/content/categories/es/visa-t?per_page=1',
      ZCategoryPageSchema,
    );
    expect(page.category).toMatchObject({ url_en: 't-visa', url_es: 'visa-t', post_count: 2 });
    expect(page).toMatchObject({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    expect((page.items[0]?.category as { url_es: string }).url_es).toBe('visa-t');
  });
});
