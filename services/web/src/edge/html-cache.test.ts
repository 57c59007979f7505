import { createHtmlCache, type TPageRequest } from './html-cache';

const cache = createHtmlCache({ ttlMs: 60_000, maxEntries: 10 });
const request = (overrides: Partial<TPageRequest>): TPageRequest => ({
  method: 'GET',
  url: '/en/about-us?visit=1',
  formPost: false,
  ...overrides,
});

describe('htmlCache.keyOf', () => {
  it('When a public page is asked with GET or HEAD, then its key is the path with its query', () => {
    expect(cache.keyOf(request({}))).toBe('/en/about-us?visit=1');
    expect(cache.keyOf(request({ method: 'HEAD' }))).toBe('/en/about-us?visit=1');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', undefined])(
    'When the method is %s, then the page is never cached',
    (method) => {
      expect(cache.keyOf(request({ method }))).toBeNull();
    },
  );

  it('When the page answers a form post, then it is never cached', () => {
    expect(cache.keyOf(request({ formPost: true }))).toBeNull();
  });

  it.each(['/staff', '/staff/ingresar?volver=/staff', '/en/staff', '/en/staff/inbox'])(
    'When a staff page (%s) is asked, then it is never cached',
    (url) => {
      expect(cache.keyOf(request({ url }))).toBeNull();
    },
  );

  it.each([
    'http://localhost:3000/staff/inbox',
    '/staff/inbox#x',
    '/staff/inbox\u00a0',
    '/staff\ufeff/inbox',
    '*',
  ])('When the target is not a plain /path?query (%j), then it is never cached', (url) => {
    expect(cache.keyOf(request({ url }))).toBeNull();
  });

  it('When the cache is off (ttl 0), then nothing is cached', () => {
    expect(createHtmlCache({ ttlMs: 0, maxEntries: 1 }).keyOf(request({}))).toBeNull();
  });
});

describe('htmlCache.store', () => {
  it('When the cache is cleared while a page renders, then that page is sent but not kept', async () => {
    const pages = createHtmlCache({ ttlMs: 60_000, maxEntries: 10 });
    const before = pages.generation;
    pages.clear();
    const stale = await pages.store('/', { html: '<p>old</p>', route: '/' }, before);
    expect(stale.identity.toString()).toBe('<p>old</p>');
    expect(pages.get('/')).toBeUndefined();
    await pages.store('/', { html: '<p>new</p>', route: '/' }, pages.generation);
    expect(pages.get('/')?.identity.toString()).toBe('<p>new</p>');
  });
});
