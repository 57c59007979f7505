import { localeFromAcceptLanguage } from './accept-language';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,en;q=0.5,es;q=0.7', 'es'],
    ['de, fr', 'es'],
    ['en;q=0, es;q=0.1', 'es'],
    ['EN-gb', 'en'],
  ])('When the header is %p, then the locale is %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
