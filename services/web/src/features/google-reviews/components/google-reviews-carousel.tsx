import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TLocale } from '@firm/shared/i18n/locale';
import { REVIEWS_CAROUSEL } from '@firm/shared/constants';
import { Carousel } from '../../../components/carousel/carousel';
import { classNames } from '../../../lib/class-names';
import { carouselLabels } from '../../../lib/copy/carousel-labels';
import { GOOGLE_REVIEWS_COPY } from '../google-reviews-copy';
import { GoogleReviewCard } from './google-review-card';
import { NoReviews } from './no-reviews';
import styles from './google-reviews.module.css';

/** Props of {@link GoogleReviewsCarousel}. */
export type TGoogleReviewsCarouselProps = {
  locale: TLocale;
  /** The reviews, newest first (`loadGoogleReviews` in the page's loader). */
  reviews: TGoogleReview[];
  /** The ids of the reviews that are sample content (labelled as examples). */
  sampleIds?: ReadonlySet<number>;
  /** The accessible name; give the visible heading ({@link reviewsHeading}) so both say the same. */
  label?: string;
  className?: string;
};

/**
 * The Google reviews carousel (SPEC §9): 3 reviews at a time, 2 at 1280 px or less, 1 at 767 px or less,
 * advancing every 3 s after hydration (pause on hover, focus and with its button; off under reduced
 * motion). Every review is in the server HTML. With no reviews it says so: 'No reviews available' /
 * 'No hay reseñas disponibles'.
 */
export function GoogleReviewsCarousel({
  locale,
  reviews,
  sampleIds,
  label,
  className,
}: TGoogleReviewsCarouselProps) {
  if (reviews.length === 0) return <NoReviews locale={locale} className={className} />;
  return (
    <Carousel
      label={label ?? GOOGLE_REVIEWS_COPY[locale].carouselLabel}
      labels={carouselLabels(locale)}
      autoplayMs={REVIEWS_CAROUSEL.autoplayMs}
      className={classNames(styles.carousel, className)}
      slideClassName={styles.slide}
    >
      {reviews.map((review) => (
        <GoogleReviewCard
          key={review.id}
          locale={locale}
          review={review}
          sample={sampleIds?.has(review.id)}
        />
      ))}
    </Carousel>
  );
}
