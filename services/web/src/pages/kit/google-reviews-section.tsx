import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { Pagination } from '../../components/pagination/pagination';
import { loadGoogleReviews } from '../../features/google-reviews/api/load-google-reviews';
import { GoogleRatingSummary } from '../../features/google-reviews/components/google-rating-summary';
import { GoogleReviewsGrid } from '../../features/google-reviews/components/google-reviews-grid';
import { WriteReviewLink } from '../../features/google-reviews/components/write-review-link';
import { reviewsHeading } from '../../features/google-reviews/google-reviews-copy';
import { sampleIdsOf, showsSamples } from '../../lib/content/samples';
import type { TPublicSamples } from '@firm/shared/studio/studio-collections';
import { paginationLabels } from '../../lib/copy/pagination-copy';
import { pageNumberOf } from '../../lib/page-number';
import { pageSlice, type TPageSlice } from '../../lib/page-slice';
import { GOOGLE_REVIEWS_SECTION_COPY } from './google-reviews-section-copy';
import styles from './google-reviews-section.module.css';

/**
 * The Google reviews as the reviews and testimonials pages list them: a grid, 6 a page (two rows of three
 * on a wide screen, a short scroll on a phone), in their own query parameter beside the testimonials
 * lists' (`?reviews=2`); the section's id is the links' fragment and the scroll target.
 */
export const GOOGLE_REVIEWS_LIST = { param: 'reviews', sectionId: 'reviews', perPage: 6 } as const;

/** The page of reviews the URL asks for, and every review's rating (for the average and the count). */
export type TGoogleReviewsList = {
  reviews: TPageSlice<TGoogleReview>;
  ratings: Pick<TGoogleReview, 'rating'>[];
};

/**
 * A page loader's step: the Google reviews (newest first), cut to the page `?reviews=` asks for. Never
 * throws: without the content service the list is empty and the section says 'No reviews available'.
 */
export async function loadGoogleReviewsList(args: {
  url: URL;
  contentBase: string;
  signal?: AbortSignal;
}): Promise<TGoogleReviewsList> {
  const all = await loadGoogleReviews(args);
  const { param, perPage } = GOOGLE_REVIEWS_LIST;
  return {
    reviews: pageSlice(all, pageNumberOf(args.url, param), perPage),
    ratings: all.map(({ rating }) => ({ rating })),
  };
}

/** Props of {@link GoogleReviewsSection}. */
export type TGoogleReviewsSectionProps = {
  locale: TLocale;
  list: TGoogleReviewsList;
  /** Holds the firm's write-a-review address. */
  siteConfig: TSiteConfig | null;
  /** The sample content the site still shows (labelled; the heading then claims nothing). */
  samples: TPublicSamples | null;
};

/**
 * The Google reviews band of the reviews and testimonials pages: heading, average rating and count, a
 * page of reviews with Previous, the page numbers and Next (a page change scrolls back to the band), then
 * 'Write us a review' / 'Déjenos una reseña en Google' to the firm's Google page in a new tab.
 */
export function GoogleReviewsSection({
  locale,
  list,
  siteConfig,
  samples,
}: TGoogleReviewsSectionProps) {
  const { sectionId, param } = GOOGLE_REVIEWS_LIST;
  const headingId = `${sectionId}-heading`;
  return (
    <section id={sectionId} aria-labelledby={headingId} className={styles.section}>
      <div className="container">
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {reviewsHeading(locale, samples)}
          </h2>
          <GoogleRatingSummary
            locale={locale}
            reviews={list.ratings}
            sample={showsSamples(samples)}
          />
        </div>
        <GoogleReviewsGrid
          locale={locale}
          reviews={list.reviews.items}
          sampleIds={sampleIdsOf(samples, 'reviews')}
          label={reviewsHeading(locale, samples)}
        />
        <Pagination
          current={list.reviews.page}
          total={list.reviews.totalPages}
          param={param}
          targetId={sectionId}
          labels={paginationLabels(locale, GOOGLE_REVIEWS_SECTION_COPY[locale].pages)}
        />
        <p className={styles.write}>
          <WriteReviewLink locale={locale} siteConfig={siteConfig} />
        </p>
      </div>
    </section>
  );
}
