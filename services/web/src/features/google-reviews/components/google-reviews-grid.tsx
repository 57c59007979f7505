import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TLocale } from '@firm/shared/i18n/locale';
import { classNames } from '../../../lib/class-names';
import { GOOGLE_REVIEWS_COPY } from '../google-reviews-copy';
import { GoogleReviewCard } from './google-review-card';
import { NoReviews } from './no-reviews';
import styles from './google-reviews.module.css';

/** Props of {@link GoogleReviewsGrid}. */
export type TGoogleReviewsGridProps = {
  locale: TLocale;
  /** The reviews to show (all of them, or one page of them). */
  reviews: TGoogleReview[];
  /** The ids of the reviews that are sample content (labelled as examples). */
  sampleIds?: ReadonlySet<number>;
  /** The accessible name; give the visible heading ({@link reviewsHeading}) so both say the same. */
  label?: string;
  className?: string;
};

/**
 * The Google reviews as a list of cards (1 column on phones, 2 from 768 px, 3 above 1280 px), for a page
 * that shows them all at once rather than in a carousel. With no reviews it says so.
 */
export function GoogleReviewsGrid({
  locale,
  reviews,
  sampleIds,
  label,
  className,
}: TGoogleReviewsGridProps) {
  if (reviews.length === 0) return <NoReviews locale={locale} className={className} />;
  return (
    <ul
      className={classNames(styles.grid, className)}
      aria-label={label ?? GOOGLE_REVIEWS_COPY[locale].listLabel}
    >
      {reviews.map((review) => (
        <li key={review.id} className={styles.item}>
          <GoogleReviewCard locale={locale} review={review} sample={sampleIds?.has(review.id)} />
        </li>
      ))}
    </ul>
  );
}
