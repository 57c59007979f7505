import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TLocale } from '@firm/shared/i18n/locale';
import { classNames } from '../../../lib/class-names';
import { GOOGLE_REVIEWS_COPY } from '../google-reviews-copy';
import { averageRating, formatRating, MAX_STARS } from '../rating';
import { StarRating } from './star-rating';
import styles from './google-reviews.module.css';

/** Props of {@link GoogleRatingSummary}. */
export type TGoogleRatingSummaryProps = {
  locale: TLocale;
  reviews: Pick<TGoogleReview, 'rating'>[];
  /** While any review is sample content the count does not claim to be Google's ('24 reviews'). */
  sample?: boolean;
  className?: string;
};

/** The average rating and the number of reviews ('4.9 ★★★★★ 24 Google reviews'); nothing when there are none. */
export function GoogleRatingSummary({
  locale,
  reviews,
  sample = false,
  className,
}: TGoogleRatingSummaryProps) {
  const average = averageRating(reviews);
  if (average === null) return null;
  const copy = GOOGLE_REVIEWS_COPY[locale];
  return (
    <p className={classNames(styles.summary, className)} data-slot="rating-summary">
      <span className="visually-hidden">{copy.average}: </span>
      <span className={styles.average}>{formatRating(average)}</span>
      <StarRating rating={average} label={copy.stars(average, MAX_STARS)} />
      <span>{(sample ? copy.sampleSummary : copy.summary)(reviews.length)}</span>
    </p>
  );
}
