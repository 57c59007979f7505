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

/** A star is 24 units wide; the gap between two is 2 px of an 18 px star. */
const STAR_UNITS = 24;
const GAP_UNITS = (2 * STAR_UNITS) / 18;
const PITCH = STAR_UNITS + GAP_UNITS;
const WIDTH = MAX_STARS * STAR_UNITS + (MAX_STARS - 1) * GAP_UNITS;

/** One star's outline, moved `dx` units to the right. */
function starAt(dx: number): string {
  const x = +(12 + dx).toFixed(2);
  return `M${x} 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L${x} 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z`;
}

/** The stars from `from` (0-based) up to, not including, `to`, as one path. */
function starsPath(from: number, to: number): string {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => starAt((from + i) * PITCH)).join(
    '',
  );
}

/**
 * Five stars, the first `rating` of them filled: one image for assistive technology, named by `label`.
 * Drawn as one SVG with two paths (filled, empty), not an SVG per star: a page of reviews shows dozens of
 * ratings, and ten elements each made a quarter of the home page's elements (style and layout time on a
 * phone, Lighthouse's blocking time).
 */
export function StarRating({ rating, label, className }: TStarRatingProps) {
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(rating)));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${+WIDTH.toFixed(2)} ${STAR_UNITS}`}
      className={classNames(styles.stars, className)}
      data-filled={filled}
    >
      {filled > 0 && <path className={styles.filled} d={starsPath(0, filled)} />}
      {filled < MAX_STARS && <path className={styles.empty} d={starsPath(filled, MAX_STARS)} />}
    </svg>
  );
}
