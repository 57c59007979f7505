import type { ReactNode } from 'react';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import type { TGiveawayTestimonial } from '@firm/shared/content/giveaway-testimonial';
import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TLiveEntry } from '@firm/shared/content/live-entry';
import type { TTravelTestimonial } from '@firm/shared/content/travel-testimonial';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import type { TPagedCollection } from '@firm/shared/routes/studio-collection-routes';
import { GoogleReviewCard } from '../../features/google-reviews/components/google-review-card';
import { LivesResults } from '../../features/lives/components/lives-results';
import { GiveawayTestimonials } from '../../features/testimonials/components/giveaway-testimonials';
import { TravelTestimonials } from '../../features/testimonials/components/travel-testimonials';
import type { TPageSlice } from '../../lib/page-slice';
import { AttorneyPreview } from './attorney-preview';
import styles from './collection-previews.module.css';

const one = <T,>(item: T): TPageSlice<T> => ({ items: [item], page: 1, totalPages: 1, total: 1 });

/** The previewed item's public id when it is still sample (the site labels it as an example). */
const idsOf = (answer: unknown, sample: boolean): ReadonlySet<number> =>
  new Set(sample ? [(answer as { id: number }).id] : []);

/**
 * How each collection's preview answer (the public endpoint's shape) is drawn: by the public page's own
 * component where it has one (the review card, the testimonials' video and photo lists, the lives'
 * results box), with the small print the site puts under a sample.
 */
export const COLLECTION_PREVIEWS: Record<
  TPagedCollection,
  (answer: unknown, locale: TLocale, sample: boolean) => ReactNode
> = {
  reviews: (answer, locale, sample) => (
    <GoogleReviewCard locale={locale} review={answer as TGoogleReview} sample={sample} />
  ),
  travel: (answer, locale, sample) => (
    <div className={styles.oneColumn}>
      <TravelTestimonials
        locale={locale}
        list={one(answer as TTravelTestimonial)}
        sampleIds={idsOf(answer, sample)}
      />
    </div>
  ),
  giveaway: (answer, locale, sample) => (
    <div className={styles.twoColumns}>
      <GiveawayTestimonials
        locale={locale}
        list={one({ ...(answer as TGiveawayTestimonial), info: null })}
        sampleIds={idsOf(answer, sample)}
      />
    </div>
  ),
  'attorney-testimonials': (answer, locale) => {
    const item = answer as TAttorneyTestimonial;
    return (
      <figure className={styles.testimonial}>
        <img src={mediaPath(item.foto)} alt="" width={96} height={96} className={styles.photo} />
        {/* the body is the sanitized HTML the public answer carries */}
        <blockquote
          dangerouslySetInnerHTML={{ __html: locale === 'en' ? item.body_en : item.body_es }}
        />
        <figcaption className={styles.name}>{item.nombre}</figcaption>
      </figure>
    );
  },
  attorneys: (answer, locale) => <AttorneyPreview attorney={answer as TAttorney} locale={locale} />,
  lives: (answer, locale) => {
    const entry = answer as TLiveEntry;
    const en = locale === 'en';
    const item = {
      id: entry.id,
      url: entry.url,
      name: en ? entry.nombre_en : entry.nombre_es,
      image: en ? entry.imagen_en : entry.imagen_es,
      info: null,
    };
    return (
      <div className={styles.oneColumn}>
        <LivesResults
          locale={locale}
          list={one(item)}
          id="preview-lives"
          param="page"
          heading={item.name}
        />
      </div>
    );
  },
  categories: (answer, locale) => {
    const category = answer as { nombre_es?: string; nombre_en?: string };
    return (
      <p className={styles.category}>
        {(locale === 'en' ? category.nombre_en : category.nombre_es) ?? ''}
      </p>
    );
  },
};
