import type { TLocale } from '@firm/shared/i18n/locale';

const FORMATS: Record<TLocale, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-US', { type: 'conjunction' }),
  es: new Intl.ListFormat('es-US', { type: 'conjunction' }),
};

/**
 * A list of names joined as a language writes it ("Spanish and English", "Español e Inglés": Spanish
 * writes "e" before a word that sounds "i").
 * @param items - the names, in order
 * @param locale - the page's language
 */
export function formatList(items: readonly string[], locale: TLocale): string {
  return FORMATS[locale].format(items);
}
