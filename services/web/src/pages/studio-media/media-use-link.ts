import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import type { TStudioMediaUse } from '@firm/shared/studio/studio-media';
import { pageTextSiteHref } from '../kit/page-text-pages';

/**
 * The public page where a use of a file shows (an attorney's profile, a page text's page, the
 * testimonials, the home page for the site's design); null for an article, whose public address
 * depends on its published language.
 */
export function mediaUseHref(use: TStudioMediaUse, locale: TLocale): string | null {
  switch (use.kind) {
    case 'page': {
      return pageTextSiteHref(locale, use.key);
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
