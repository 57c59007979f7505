import { staticEntries } from './sitemap-entries';

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
