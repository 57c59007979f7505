import type { TLocale } from '@firm/shared/i18n/locale';
import { otherLocale } from '@firm/shared/i18n/locale';
import type { TRouteMatch } from '@firm/shared/routes/route-map';
import { ROUTES, counterpartHref, hasLocale } from '@firm/shared/routes/route-map';

/** hreflang code of each language (the audience is in the United States). */
export const HREFLANG: Record<TLocale, string> = { en: 'en-US', es: 'es-US' };

/**
 * The same page in each language, for hreflang: only true counterparts (a one-way switch target such as
 * reviews → testimonials is not the same page). Pages whose slugs differ by language (blog) must pass
 * their own alternates.
 * @param match - the page's route
 * @param path - the page's canonical path
 */
export function defaultAlternates(
  match: TRouteMatch,
  path: string,
): Partial<Record<TLocale, string>> {
  const own = { [match.locale]: path } as Partial<Record<TLocale, string>>;
  const other = otherLocale(match.locale);
  if ('slugsPerLocale' in ROUTES[match.id] || !hasLocale(match.id, other)) return own;
  const counterpart = counterpartHref(match);
  return counterpart ? { ...own, [other]: counterpart } : own;
}

/** The `x-default` alternate: the Spanish page (the site's default language), else the English one. */
export function xDefaultOf(alternates: Partial<Record<TLocale, string>>): string | undefined {
  return alternates.es ?? alternates.en;
}
