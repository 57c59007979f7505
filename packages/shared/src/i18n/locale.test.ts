import { DEFAULT_LOCALE, isLocale, LOCALES, localeOfPath, otherLocale } from './locale';

describe('locale', () => {
  it('When listing the locales, then English and Spanish are the two, Spanish the default', () => {
    expect(LOCALES).toEqual(['en', 'es']);
    expect(DEFAULT_LOCALE).toBe('es');
  });

  it.each([
    ['en', true],
    ['es', true],
    ['EN', false],
    ['fr', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('When isLocale(%p), then %p', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each([
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/contact', 'en'],
    ['/en?x=1', 'en'],
    ['/en#top', 'en'],
    ['/', 'es'],
    ['/contacto', 'es'],
    ['/english', 'es'],
    ['/enfoque', 'es'],
    ['/redirect/en/blog/x', 'es'],
    ['', 'es'],
  ])('When the path is %p, then its locale is %p', (path, expected) => {
    expect(localeOfPath(path)).toBe(expected);
  });

  it('When asking for the other locale, then en and es swap', () => {
    expect(otherLocale('en')).toBe('es');
    expect(otherLocale('es')).toBe('en');
  });
});
