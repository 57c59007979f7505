import {
  compilePattern,
  execPattern,
  expandPattern,
  fillPattern,
  patternParams,
  patternSpecificity,
} from './route-pattern';

describe('route patterns', () => {
  it.each([
    ['/en', []],
    ['/abogados/:slug', ['slug']],
    ['/en/as-seen-live-with-:name', ['name']],
    ['/a/:x/b/:y', ['x', 'y']],
  ])('When reading the parameters of %s, then they are %p', (pattern, names) => {
    expect(patternParams(pattern)).toEqual(names);
    expect(compilePattern(pattern).names).toEqual(names);
  });

  it.each([
    ['/en/as-seen-live-with-:name', '/en/as-seen-live-with-ana', { name: 'ana' }],
    ['/a/:x/b/:y', '/a/1/b/2', { x: '1', y: '2' }],
    ['/a.b/:x', '/a.b/1', { x: '1' }],
    ['/a.b/:x', '/aXb/1', null],
    ['/blog/:slug', '/blog/a/b', null],
    ['/blog/:slug', '/blog/', null],
    ['/blog/:slug', '/blog/%ZZ', null],
  ])('When matching %s against %s, then the parameters are %p', (pattern, path, params) => {
    expect(execPattern(compilePattern(pattern), path)).toEqual(params);
  });

  it('When filling a pattern, then values are encoded and a missing value throws', () => {
    expect(fillPattern('/a/:x/b/:y', { x: 'á b', y: '?' })).toBe('/a/%C3%A1%20b/b/%3F');
    expect(() => fillPattern('/a/:x', {})).toThrow(/'x'/);
  });

  it('When ranking patterns, then static ones come first and more literal text next', () => {
    expect(patternSpecificity('/en/sitemap')).toBeGreaterThan(patternSpecificity('/en/:name'));
    expect(patternSpecificity('/en/blog/category/:slug')).toBeGreaterThan(
      patternSpecificity('/en/blog/:slug'),
    );
  });

  it('When expanding patterns, then only fixed parameter values give paths', () => {
    expect(expandPattern('/en', {})).toEqual(['/en']);
    expect(expandPattern('/:name', { name: ['ana', 'luis'] })).toEqual(['/ana', '/luis']);
    expect(expandPattern('/blog/:slug', {})).toEqual([]);
  });
});
