import { mediaPath, searchPath } from './api-paths';

describe('API paths (SPEC §7)', () => {
  it('When building a media URL, then the file name is encoded under /images/files/', () => {
    expect(mediaPath('foto 1.jpg')).toBe('/images/files/foto%201.jpg');
    expect(mediaPath('../x.png')).toBe('/images/files/..%2Fx.png');
  });

  it('When building a search URL, then the query is encoded', () => {
    expect(searchPath('blogSearch', 'visa & niños')).toBe('/api/buscar?query=visa+%26+ni%C3%B1os');
    expect(searchPath('blogSearchFooter', 'k1')).toBe('/search/blog?query=k1');
  });
});
