import type { TGoogleReview } from '@firm/shared/content/google-review';

/** The most stars a Google review can have. */
export const MAX_STARS = 5;

/**
 * The reviews' average rating, rounded to one decimal (`4.9`), or null when there are none.
 * @param reviews - the Google reviews
 */
export function averageRating(reviews: Pick<TGoogleReview, 'rating'>[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/**
 * A rating as the cards print it, always with one decimal (`5.0`, `4.9`): the same in both languages,
 * as US and Mexican Spanish write decimals with a point, and the same on the server and in the browser.
 */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** The publication time of a review (Unix seconds) as an ISO instant for `<time datetime>`. */
export function reviewDateTime(review: Pick<TGoogleReview, 'time'>): string {
  return new Date(review.time * 1000).toISOString();
}
