import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { classNames } from '../../../lib/class-names';
import { GOOGLE_REVIEWS_COPY } from '../google-reviews-copy';
import { formatRating, MAX_STARS, reviewDateTime } from '../rating';
import { StarRating } from './star-rating';
import styles from './google-review-card.module.css';

/** The avatars' intrinsic size (the content service keeps them at 128×128). */
const AVATAR_PX = 128;

/** Props of {@link GoogleReviewCard}. */
export type TGoogleReviewCardProps = {
  locale: TLocale;
  review: TGoogleReview;
  /** Sample content (issue 30 §3): labelled as an example in small print instead of "Google review". */
  sample?: boolean;
  className?: string;
};

/**
 * One Google review: the reviewer's picture and name, how long ago it was written, the stars (in words
 * for screen readers, and as a number), the review in the page's language and where it comes from.
 * The picture loads lazily (the reviews are below the fold).
 */
export function GoogleReviewCard({ locale, review, sample, className }: TGoogleReviewCardProps) {
  const copy = GOOGLE_REVIEWS_COPY[locale];
  const body = locale === 'es' ? review.body_es : review.body_en;
  const ago =
    locale === 'es' ? review.fecha_publicado_relativo_es : review.fecha_publicado_relativo_en;
  return (
    <figure className={classNames(styles.card, className)} data-slot="google-review">
      <figcaption className={styles.header}>
        <img
          src={mediaPath(review.imagen)}
          alt={copy.avatarAlt(review.nombre)}
          width={AVATAR_PX}
          height={AVATAR_PX}
          loading="lazy"
          decoding="async"
          className={styles.avatar}
        />
        <span className={styles.who}>
          <span className={styles.name}>{review.nombre}</span>
          <time dateTime={reviewDateTime(review)} className={styles.date}>
            {ago}
          </time>
        </span>
      </figcaption>
      <p className={styles.rating}>
        <StarRating rating={review.rating} label={copy.stars(review.rating, MAX_STARS)} />
        <span aria-hidden="true" className={styles.value}>
          {formatRating(review.rating)}
        </span>
      </p>
      <blockquote className={styles.body}>
        <p>{body}</p>
      </blockquote>
      {sample ? (
        <p className={classNames(styles.source, styles.sample)} data-sample="true">
          {copy.sample}
        </p>
      ) : (
        <p className={styles.source}>{copy.source}</p>
      )}
    </figure>
  );
}
