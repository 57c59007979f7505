import { blogRedirectPath, parseBlogRedirect } from './blog-redirect';

describe('blog redirect paths', () => {
  it.each([
    ['article', 'en', 'how-to-apply', '/redirect/en/blog/how-to-apply'],
    ['article', 'es', 'como-aplicar', '/en/redirect/blog/como-aplicar'],
    ['category', 'en', 'visas', '/redirect/en/blog/category/visas'],
    ['category', 'es', 'visas-es', '/en/redirect/blog/categoria/visas-es'],
  ] as const)(
    'When building the %s redirect from %s for %s, then it is %s',
    (kind, from, slug, path) => {
      expect(blogRedirectPath(kind, from, slug)).toBe(path);
      expect(parseBlogRedirect(path)).toEqual({
        kind,
        from,
        to: from === 'en' ? 'es' : 'en',
        slug,
      });
    },
  );

  it('When the slug needs encoding, then it round-trips', () => {
    const path = blogRedirectPath('article', 'es', 'año nuevo');
    expect(path).toBe('/en/redirect/blog/a%C3%B1o%20nuevo');
    expect(parseBlogRedirect(`${path}?x=1`)?.slug).toBe('año nuevo');
  });

  it.each([
    '/blog/x',
    '/en/blog/x',
    '/redirect/en/blog/',
    '/redirect/blog/x',
    '/en/redirect/blog/a/b',
    '/',
  ])('When parsing %s, then it is not a blog redirect', (path) => {
    expect(parseBlogRedirect(path)).toBeNull();
  });
});
