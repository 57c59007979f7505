import { collectSitePages } from './site-pages';

const post = (id: number) => ({ id, url_es: `p-${id}`, url_en: `p-${id}-en` });

function answer(url: string): Response {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/api/content/attorneys') return Response.json([{ slug: 'ana-herrera' }]);
  if (pathname === '/api/content/categories') return Response.json([{ id: 1, url_es: 'vawa' }]);
  if (pathname === '/api/content/blog/es') {
    const page = Number(searchParams.get('page'));
    return Response.json({
      items: page === 1 ? [post(1), post(2)] : [post(3)],
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

  it('When the content service answers, then every attorney, category and article comes back, the articles 50 to a request', async () => {
    fetchMock.mockImplementation((url: string) => Promise.resolve(answer(url)));
    const pages = await collectSitePages('http://content.test');
    expect(pages.attorneys.map((a) => a.slug)).toEqual(['ana-herrera']);
    expect(pages.categories).toHaveLength(1);
    expect(pages.posts.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(pages.complete).toBe(true);
    const blogCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((u) => /blog/.test(u));
    expect(blogCalls).toEqual([
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
    expect(pages.posts).toHaveLength(3);
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
