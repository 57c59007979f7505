import { resolveBlogRedirect } from './blog-redirect';

function stubContent(answers: Record<string, { status: number; body?: unknown } | 'down'>): void {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const answer = answers[new URL(String(input)).pathname] ?? { status: 404 };
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  });
}

const ARTICLE = { url_en: 'u-visa-crime-victims', url_es: 'visa-u-victimas-de-delitos' };
const CATEGORY = { url_en: 'family-petitions', url_es: 'peticiones-familiares' };

describe('resolveBlogRedirect', () => {
  afterEach(() => jest.restoreAllMocks());

  it('When an English article is switched, then it leads (301) to the Spanish slug', async () => {
    stubContent({ '/api/content/blog/en/u-visa-crime-victims': { status: 200, body: ARTICLE } });
    const target = await resolveBlogRedirect(
      { kind: 'article', from: 'en', to: 'es', slug: ARTICLE.url_en },
      'http://content',
    );
    expect(target).toEqual({ status: 301, location: '/blog/visa-u-victimas-de-delitos' });
  });

  it('When a Spanish category is switched, then it leads (301) to the English category', async () => {
    stubContent({
      '/api/content/categories/es/peticiones-familiares': {
        status: 200,
        body: { category: CATEGORY, items: [] },
      },
    });
    const target = await resolveBlogRedirect(
      { kind: 'category', from: 'es', to: 'en', slug: CATEGORY.url_es },
      'http://content',
    );
    expect(target).toEqual({ status: 301, location: '/en/blog/category/family-petitions' });
  });

  it('When the slug is unknown, then there is no target (404)', async () => {
    stubContent({});
    expect(
      await resolveBlogRedirect(
        { kind: 'article', from: 'es', to: 'en', slug: 'nada' },
        'http://content',
      ),
    ).toBeNull();
  });

  it('When content-api does not answer, then the visitor goes to the other blog temporarily (302)', async () => {
    stubContent({ '/api/content/blog/es/algo': 'down' });
    expect(
      await resolveBlogRedirect(
        { kind: 'article', from: 'es', to: 'en', slug: 'algo' },
        'http://content',
      ),
    ).toEqual({
      status: 302,
      location: '/en/blog',
    });
  });
});
