import { collectSitemapEntries, staticEntries } from './sitemap-entries';

describe('staticEntries', () => {
  const entries = staticEntries();
  const find = (path: string) =>
    entries.find((entry) => Object.values(entry.alternates).includes(path));

  it('When a route exists in both languages, then both paths are one entry', () => {
    expect(find('/servicios')?.alternates).toEqual({ es: '/servicios', en: '/en/services' });
    expect(find('/')?.alternates).toEqual({ es: '/', en: '/en' });
  });

  it('When a route is English only (reviews), then it is its own entry', () => {
    expect(find('/en/reviews')?.alternates).toEqual({ en: '/en/reviews' });
  });

  it('When a page must not be indexed (thank-you, internal form), then it is left out', () => {
    expect(find('/gracias')).toBeUndefined();
    expect(find('/en/thank-you')).toBeUndefined();
    expect(find('/staff/redes-sociales')).toBeUndefined();
    expect(find('/staff/ingresar')).toBeUndefined();
    expect(find('/en/staff/sign-in')).toBeUndefined();
  });
});

describe('collectSitemapEntries', () => {
  it('When an article is published in Spanish only, then its entry has the Spanish address alone', async () => {
    const summary = (id: number, url_es: string, url_en: string) => ({
      id,
      url_es,
      url_en,
      created_at: '2025-01-01T12:00:00.000Z',
      updated_at: '2025-01-02T12:00:00.000Z',
      category: { id: 1 },
    });
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const { pathname } = new URL(String(input));
      const items =
        pathname === '/api/content/blog/es'
          ? [summary(1, 'solo-espanol', ''), summary(2, 'ambos', 'both')]
          : pathname === '/api/content/blog/en'
            ? [summary(2, 'ambos', 'both')]
            : null;
      return Promise.resolve(
        items
          ? Response.json({ items, page: 1, per_page: 50, total: items.length, total_pages: 1 })
          : Response.json([]),
      );
    });
    try {
      const { entries } = await collectSitemapEntries('http://content.test');
      const articles = entries.filter((e) => e.lastmod).map((e) => e.alternates);
      expect(articles).toEqual([
        { en: '/en/blog/both', es: '/blog/ambos' },
        { es: '/blog/solo-espanol' },
      ]);
    } finally {
      fetchMock.mockRestore();
    }
  });
});
