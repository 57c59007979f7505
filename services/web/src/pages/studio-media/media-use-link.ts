import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TPageTextKey } from '@firm/shared/content/page-text-blocks';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref, type TRouteId } from '@firm/shared/routes/route-map';
import type { TStudioMediaUse } from '@firm/shared/studio/studio-media';

// The public page that shows each page text.
const PAGE_ROUTES: Record<TPageTextKey, TRouteId> = {
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

const hrefOf = (id: TRouteId, locale: TLocale) =>
  id === 'founderLanding'
    ? getHref('founderLanding', locale, { name: FOUNDER_SLUG })
    : getHref(id as 'home', locale);

/**
 * The public page where a use of a file shows (an attorney's profile, a page text's page, the
 * testimonials, the home page for the site's design); null for an article, whose public address
 * depends on its published language.
 */
export function mediaUseHref(use: TStudioMediaUse, locale: TLocale): string | null {
  switch (use.kind) {
    case 'page': {
      const id = PAGE_ROUTES[use.key as TPageTextKey];
      return id ? hrefOf(id, locale) : null;
    }
    case 'attorney':
      return getHref('attorneyProfile', locale, { slug: use.key });
    case 'review':
    case 'testimonial':
      return getHref('testimonials', locale);
    case 'site':
      return getHref('home', locale);
    default:
      return null;
  }
}
