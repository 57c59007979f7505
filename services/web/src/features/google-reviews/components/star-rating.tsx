import { classNames } from '../../../lib/class-names';
import { MAX_STARS } from '../rating';
import styles from './star-rating.module.css';

/** Props of {@link StarRating}. */
export type TStarRatingProps = {
  /** Stars to fill (rounded to a whole star). */
  rating: number;
  /** The rating in words, in the page's language: '5 out of 5 stars' / '5 de 5 estrellas'. */
  label: string;
  className?: string;
};

const STAR = 'M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z';

/** Five stars, the first `rating` of them filled: one image for assistive technology, named by `label`. */
export function StarRating({ rating, label, className }: TStarRatingProps) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={classNames(styles.stars, className)}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={styles.star}
          data-filled={i < filled ? '' : undefined}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
