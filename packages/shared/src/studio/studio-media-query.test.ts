import { mediaQueryString, parseMediaQuery } from './studio-media-query';

describe('the media library’s list parameters', () => {
  it('When the address has no parameters, then the list is every kind, no search, page 1', () => {
    expect(parseMediaQuery(new URLSearchParams())).toEqual({ kind: 'all', q: '', page: 1 });
  });

  it('When the address asks for videos matching "  boda " on page 3, then the words are trimmed', () => {
    expect(parseMediaQuery(new URLSearchParams('kind=video&q=%20%20boda%20&page=3'))).toEqual({
      kind: 'video',
      q: 'boda',
      page: 3,
    });
  });

  it('When a parameter is bad (an unknown kind, page 0, a list), then it is dropped, not refused', () => {
    expect(parseMediaQuery({ kind: 'pdf', page: '0', q: ['a', 'b'] })).toEqual({
      kind: 'all',
      q: '',
      page: 1,
    });
    expect(parseMediaQuery({ page: 'dos' }).page).toBe(1);
    expect(parseMediaQuery({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('When a list is written back into an address, then the defaults are left out and the rest round-trips', () => {
    expect(mediaQueryString({ kind: 'all', q: '', page: 1 })).toBe('');
    const query = { kind: 'image' as const, q: 'señora & niño', page: 2 };
    expect(parseMediaQuery(new URLSearchParams(mediaQueryString(query)))).toEqual(query);
  });
});
