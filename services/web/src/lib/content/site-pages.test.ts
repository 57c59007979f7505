import { collectSitePages } from './site-pages';

// posts 1 and 2 in both languages, 3 in Spanish only, 4 in English only; 4 is the newest
const post = (id: number, languages = ['es', 'en']) => ({
  id,
  url_es: languages.includes('es') ? `p-${id}` : '',
  url_en: languages.includes('en') ? `p-${id}-en` : '',
  created_at: `2025-01-0${id}T12:00:00.000Z`,
});
const LISTS: Record<string, ReturnType<typeof post>[][]> = {
  es: [[post(3, ['es']), post(2)], [post(1)]],
  en: [[post(4, ['en']), post(2)], [post(1)]],
};

function answer(url: string): Response {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/api/content/attorneys') return Response.json([{ slug: 'ana-herrera' }]);
  if (pathname === '/api/content/categories') return Response.json([{ id: 1, url_es: 'vawa' }]);
  const list = /^\/api\/content\/blog\/(es|en)$/.exec(pathname)?.[1];
  if (list) {
    const page = Number(searchParams.get('page'));
    return Response.json({
      items: LISTS[list]?.[page - 1] ?? [],
      page,
      per_page: Number(searchParams.get('per_page')),
      total: 3,
      total_pages: 2,
    });
  }
  return Response.json({}, { status: 404 });
}

describe('collectSitePages', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  it('When the content service answers, then every attorney, category and article of either language comes back once, newest first, the articles 50 to a request', async () => {
    fetchMock.mockImplementation((url: string) => Promise.resolve(answer(url)));
    const pages = await collectSitePages('http://content.test');
    expect(pages.attorneys.map((a) => a.slug)).toEqual(['ana-herrera']);
    expect(pages.categories).toHaveLength(1);
    expect(pages.posts.map((p) => [p.id, p.url_es, p.url_en])).toEqual([
      [4, '', 'p-4-en'],
      [3, 'p-3', ''],
      [2, 'p-2', 'p-2-en'],
      [1, 'p-1', 'p-1-en'],
    ]);
    expect(pages.complete).toBe(true);
    const blogCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((u) => /blog/.test(u))
      .sort();
    expect(blogCalls).toEqual([
      'http://content.test/api/content/blog/en?page=1&per_page=50',
      'http://content.test/api/content/blog/en?page=2&per_page=50',
      'http://content.test/api/content/blog/es?page=1&per_page=50',
      'http://content.test/api/content/blog/es?page=2&per_page=50',
    ]);
  });

  it('When the attorneys do not answer, then the rest comes back and the answer is marked incomplete', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/attorneys') ? Response.json({}, { status: 503 }) : answer(url),
      ),
    );
    const pages = await collectSitePages('http://content.test');
    expect(pages.attorneys).toEqual([]);
    expect(pages.posts).toHaveLength(4);
    expect(pages.complete).toBe(false);
  });

  it('When the service is down, then nothing is listed and nothing throws', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(collectSitePages('http://content.test')).resolves.toEqual({
      attorneys: [],
      categories: [],
      posts: [],
      complete: false,
    });
  });
});
