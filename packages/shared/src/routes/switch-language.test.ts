import { BLOG, ONE_WAY, PAIRS } from './route-expectations.test-data';
import { switchLanguagePath } from './switch-language';

/** A path with a trailing slash (the home pages keep theirs meaningfully: '/' stays '/'). */
const slashed = (path: string) => (path === '/' ? '/' : `${path}/`);

describe('language switch (SPEC §2)', () => {
  describe.each(PAIRS)('%s', (_id, en, es) => {
    it.each([
      [en, es],
      [slashed(en), es],
      [es, en],
      [slashed(es), en],
    ])('When switching from %s, then the visitor goes to %s', (from, to) => {
      expect(switchLanguagePath(from)).toBe(to);
    });

    it('When the path has a query string or hash, then they are dropped', () => {
      expect(switchLanguagePath(`${en}?utm_source=tiktok#form`)).toBe(es);
      expect(switchLanguagePath(`${es}?page=2`)).toBe(en);
    });
  });

  it.each(ONE_WAY.flatMap(([, path, to]) => [[path, to] as const, [slashed(path), to] as const]))(
    'When switching from the one-language page %s, then the visitor goes to %s',
    (from, to) => {
      expect(switchLanguagePath(from)).toBe(to);
    },
  );

  it.each(BLOG.flatMap(([, path, to]) => [[path, to] as const, [slashed(path), to] as const]))(
    'When switching from the blog page %s, then the visitor goes to the redirect path %s',
    (from, to) => {
      expect(switchLanguagePath(from)).toBe(to);
    },
  );

  it.each([
    ['/redirect/en/blog/how-to-apply', '/en/blog/how-to-apply'],
    ['/en/redirect/blog/como-aplicar', '/blog/como-aplicar'],
    ['/redirect/en/blog/category/visas', '/en/blog/category/visas'],
    ['/en/redirect/blog/categoria/visas-es', '/blog/categoria/visas-es'],
  ])(
    'When switching while on the redirect path %s, then the visitor goes back to %s',
    (from, to) => {
      expect(switchLanguagePath(from)).toBe(to);
    },
  );

  it.each([
    ['/visa-vawa', '/en/humanitarian-visa/vawa-visa'],
    ['/visa-t/', '/en/humanitarian-visa/t-visa'],
    ['/visa-u', '/en/humanitarian-visa/u-visa'],
    ['/es', '/en'],
    ['/es/contacto', '/en/contact'],
    ['/gracias/', '/en/thank-you'],
  ])('When switching from the alias %s, then the visitor goes to %s', (from, to) => {
    expect(switchLanguagePath(from)).toBe(to);
  });

  it.each([
    ['/pagina-que-no-existe', '/en'],
    ['/daniel-ortiz', '/en'],
    ['/abogados/x/y', '/en'],
    ['/en/page-that-does-not-exist', '/'],
    ['/en/daniel-ortiz/', '/'],
    ['/en/redirect/unknown', '/'],
    ['', '/en'],
  ])(
    'When switching from the unknown page %s, then the visitor goes to the other home %s',
    (from, to) => {
      expect(switchLanguagePath(from)).toBe(to);
    },
  );

  it('When switching from English to Spanish on an unknown page, then the target exists (not /es)', () => {
    expect(switchLanguagePath('/en/unknown')).not.toBe('/es');
  });
});
