import { matchRoute } from '@firm/shared/routes/route-map';
import type { TRouteMatch } from '@firm/shared/routes/route-map';
import { defaultAlternates, xDefaultOf } from './alternates';

const match = (path: string) => matchRoute(path) as TRouteMatch;

describe('defaultAlternates', () => {
  it('When a page has a counterpart, then both languages are listed', () => {
    expect(defaultAlternates(match('/en/k1-visa'), '/en/k1-visa')).toEqual({
      en: '/en/k1-visa',
      es: '/visa-k1',
    });
    expect(defaultAlternates(match('/abogados/ana-herrera'), '/abogados/ana-herrera')).toEqual({
      es: '/abogados/ana-herrera',
      en: '/en/attorneys/ana-herrera',
    });
  });

  it('When a page only switches one way (reviews → testimonials), then it lists only itself', () => {
    expect(defaultAlternates(match('/en/reviews'), '/en/reviews')).toEqual({ en: '/en/reviews' });
    expect(defaultAlternates(match('/gracias-referidos'), '/gracias-referidos')).toEqual({
      es: '/gracias-referidos',
    });
  });

  it('When the slugs differ by language (blog), then the page must give its alternates itself', () => {
    expect(defaultAlternates(match('/blog/visa-u'), '/blog/visa-u')).toEqual({
      es: '/blog/visa-u',
    });
  });

  it('When x-default is chosen, then it is the Spanish page, else the English one', () => {
    expect(xDefaultOf({ en: '/en', es: '/' })).toBe('/');
    expect(xDefaultOf({ en: '/en/reviews' })).toBe('/en/reviews');
  });
});
