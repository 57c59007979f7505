/** The two languages of the site. Spanish is the default (served without a prefix). */
export type TLocale = 'en' | 'es';

/** Every supported locale, English first (the order of the language switch labels). */
export const LOCALES: readonly TLocale[] = ['en', 'es'] as const;

/** The locale of pages without a language prefix. */
export const DEFAULT_LOCALE: TLocale = 'es';

/**
 * Narrows an unknown value to a supported locale.
 * @param value - any value, e.g. a route segment or a query parameter
 * @returns true when the value is 'en' or 'es'
 */
export function isLocale(value: unknown): value is TLocale {
  return value === 'en' || value === 'es';
}

/**
 * The language of a site path: '/en' and '/en/...' are English, everything else is Spanish.
 * @param pathname - the path part of a URL (a query string or hash is ignored)
 */
export function localeOfPath(pathname: string): TLocale {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'es';
}

/**
 * The other language of the switch.
 * @param locale - the current locale
 */
export function otherLocale(locale: TLocale): TLocale {
  return locale === 'en' ? 'es' : 'en';
}
