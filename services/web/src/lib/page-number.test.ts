import { pageNumberOf } from './page-number';

describe('pageNumberOf', () => {
  it('When the URL asks for page 3, then the page is 3', () => {
    expect(pageNumberOf(new URL('https://x.test/en/list?page=3'))).toBe(3);
  });

  it('When the parameter is missing, empty, not a positive integer or beyond 10,000, then the page is 1', () => {
    for (const query of [
      '',
      '?page=',
      '?page=0',
      '?page=-2',
      '?page=2.5',
      '?page=abc',
      '?page=10001',
    ]) {
      expect(pageNumberOf(new URL(`https://x.test/en/list${query}`))).toBe(1);
    }
    expect(pageNumberOf(new URL('https://x.test/en/list?page=10000'))).toBe(10_000);
  });

  it('When two lists use their own parameters, then each is read by its name, from a URL or its query', () => {
    const url = new URL('https://x.test/es/galeria?photos=2&videos=3');
    expect(pageNumberOf(url, 'photos')).toBe(2);
    expect(pageNumberOf(url.searchParams, 'videos')).toBe(3);
    expect(pageNumberOf(url)).toBe(1);
  });
});
