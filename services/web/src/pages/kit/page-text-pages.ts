import { PAGE_TEXT_BLOCKS, type TPageTextKey } from '@firm/shared/content/page-text-blocks';
import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref, type TRouteId, type TRouteMatch } from '@firm/shared/routes/route-map';
import { bilingual } from '../../lib/copy/bilingual';
import { ROUTE_LABELS } from '../../lib/copy/route-labels';

/**
 * The page of the site that shows each page text (the tips on browsing safely show beside every Quick
 * exit; the humanitarian visas' page is where they are seen first).
 */
const PAGE_TEXT_ROUTES: Record<TPageTextKey, TRouteId> = {
  services: 'services',
  'immigration-lawyer': 'immigrationLawyer',
  'about-us': 'aboutUs',
  privacy: 'privacy',
  terms: 'terms',
  home: 'home',
  founder: 'founderLanding',
  'humanitarian-visa': 'humanitarianVisa',
  'vawa-visa': 'vawaVisa',
  't-visa': 'tVisa',
  'u-visa': 'uVisa',
  'k1-visa': 'k1Visa',
  'safe-browsing': 'humanitarianVisa',
};

const COPY = bilingual({
  en: { safeBrowsing: 'Tips on browsing safely (beside Quick exit)' },
  es: { safeBrowsing: 'Consejos para navegar con seguridad (junto a Salida rápida)' },
});

const isKnown = (key: string): key is TPageTextKey => key in PAGE_TEXT_BLOCKS;

/** A page text's name for people: the name of the page that shows it, else its key. */
export function pageTextName(locale: TLocale, key: string): string {
  if (key === 'safe-browsing') return COPY[locale].safeBrowsing;
  return isKnown(key) ? ROUTE_LABELS[locale][PAGE_TEXT_ROUTES[key]] : key;
}

/** The page that shows a page text, as the route map would match its address; null for an unknown key. */
export function pageTextSiteMatch(locale: TLocale, key: string): TRouteMatch | null {
  if (!isKnown(key)) return null;
  const id = PAGE_TEXT_ROUTES[key];
  return { id, locale, params: id === 'founderLanding' ? { name: FOUNDER_SLUG } : {} };
}

/** The address of the page that shows a page text, in a language; null for a key the site lacks. */
export function pageTextSiteHref(locale: TLocale, key: string): string | null {
  const match = pageTextSiteMatch(locale, key);
  if (!match) return null;
  if (match.id === 'founderLanding') return getHref(match.id, locale, { name: FOUNDER_SLUG });
  return getHref(match.id as Exclude<TRouteId, 'founderLanding'>, locale);
}
