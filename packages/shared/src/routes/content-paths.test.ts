import { compilePattern, execPattern } from './route-pattern';
import { CONTENT_PAGE_SIZE, CONTENT_ROUTES, CONTENT_URLS } from './content-paths';

describe('content paths (services/content-api/API.md)', () => {
  it('When building URLs, then slugs are encoded and pages go in the query string', () => {
    expect(CONTENT_URLS.siteConfig()).toBe('/api/content/site-config');
    expect(CONTENT_URLS.blogPage('es', 2)).toBe('/api/content/blog/es?page=2');
    expect(CONTENT_URLS.blogPage('en', 1, CONTENT_PAGE_SIZE.max)).toBe(
      '/api/content/blog/en?page=1&per_page=50',
    );
    expect(CONTENT_URLS.article('en', 'k-1 visa/ñ')).toBe(
      '/api/content/blog/en/k-1%20visa%2F%C3%B1',
    );
    expect(CONTENT_URLS.categoryPage('es', 'visa-t', 1)).toBe(
      '/api/content/categories/es/visa-t?page=1',
    );
    expect(CONTENT_URLS.attorney('ana-herrera')).toBe('/api/content/attorneys/ana-herrera');
    expect(CONTENT_URLS.mediaInfo('a b.jpg')).toBe('/api/content/media/a%20b.jpg');
    expect(CONTENT_URLS.pageText('es', 'privacy')).toBe('/api/content/pages/es/privacy');
  });

  it('When a built URL is matched against its route pattern, then the parameters come back', () => {
    const path = CONTENT_URLS.article('es', 'visa-u-víctimas');
    expect(execPattern(compilePattern(CONTENT_ROUTES.article), path)).toEqual({
      lang: 'es',
      slug: 'visa-u-víctimas',
    });
  });
});
