import type { TLocale } from '@firm/shared/i18n/locale';

/**
 * The years of experience as the site's sentences say them: "more than 15 years" / "más de 15 años",
 * or "many years" / "muchos años" when the founding year is unknown (no site configuration), so a
 * sentence never shows a number nobody can back.
 * @param locale - the language
 * @param years - the years counted from the founding year (`firmYears`), or null
 * @param capital - whether the phrase starts a sentence
 */
export function experienceYears(locale: TLocale, years: number | null, capital = false): string {
  const phrase =
    locale === 'es'
      ? years === null
        ? 'muchos años'
        : `más de ${years} años`
      : years === null
        ? 'many years'
        : `more than ${years} years`;
  return capital ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}
