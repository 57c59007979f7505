import { ATTORNEY_TESTIMONIAL_SLIDER } from '@firm/shared/constants';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { getHref } from '@firm/shared/routes/route-map';
import type { TPageLoaderArgs } from '../../app/page-types';
import { dataOr, fetchAttorney, getContent } from '../../lib/content/content-client';
import { loadMediaCatalog } from '../../lib/content/media-catalog';
import { truncateHtml } from '../../lib/html-text';
import { movedTo, notFound, unavailable } from '../../lib/http-status';
import {
  attorneyBadges,
  badgeMediaOf,
  type TBadge,
} from '../../features/attorneys/profile/attorney-badges';

/** A client testimonial as the carousel shows it: the text already shortened, in the page's language. */
export type TTestimonialSlide = {
  id: number;
  name: string;
  photo: string;
  photoInfo: TMediaInfo | null;
  text: string;
};

/** What the profile page renders. */
export type TProfileData = {
  attorney: TAttorney;
  badges: TBadge[];
  testimonials: TTestimonialSlide[];
};

/**
 * The profile's loader: the attorney (404 when unknown, 301 for an old slug, 503 when the content
 * service is down), the client testimonials and the badge images (both optional: the page renders
 * without them).
 */
export async function loadProfile({
  match,
  contentBase,
  signal,
  warn,
}: Pick<TPageLoaderArgs, 'match' | 'contentBase' | 'signal' | 'warn'>): Promise<TProfileData> {
  const slug = match.params['slug'] ?? '';
  const [attorney, testimonials, media] = await Promise.all([
    fetchAttorney(contentBase, slug, signal),
    // only those about this attorney (or about every attorney)
    getContent<TAttorneyTestimonial[]>(
      contentBase,
      CONTENT_URLS.attorneyTestimonials(slug),
      signal,
    ),
    loadMediaCatalog(contentBase, signal, warn),
  ]);
  if (attorney.kind === 'not-found') notFound();
  if (attorney.kind === 'unavailable') unavailable();
  // a slug the attorney had before the studio changed it: 301 to the profile's address now
  if (attorney.data.slug !== slug)
    movedTo(getHref('attorneyProfile', match.locale, { slug: attorney.data.slug }));
  const infoOf = new Map(media.map((info) => [info.file, info]));
  const en = match.locale === 'en';
  return {
    attorney: attorney.data,
    badges: attorneyBadges(attorney.data, match.locale, badgeMediaOf(media)),
    testimonials: dataOr<TAttorneyTestimonial[]>(testimonials, []).map((item) => ({
      id: item.id,
      name: item.nombre,
      photo: item.foto,
      photoInfo: infoOf.get(item.foto) ?? null,
      text: truncateHtml(
        en ? item.body_en : item.body_es,
        ATTORNEY_TESTIMONIAL_SLIDER.textMaxChars,
      ),
    })),
  };
}
