import {
  loadTestimonials,
  type TTestimonialsData,
  type TTestimonialsLoadArgs,
} from '../../features/testimonials/api/load-testimonials';
import { loadGoogleReviewsList, type TGoogleReviewsList } from './google-reviews-section';

/** What the reviews and testimonials pages show: a page of each of their three lists. */
export type TSocialProofData = { reviews: TGoogleReviewsList; testimonials: TTestimonialsData };

/**
 * The loader of the reviews and testimonials pages: the Google reviews (`?reviews=`), the travel videos
 * (`?travel=`) and the giveaway photos (`?giveaway=`), each at the page its own parameter asks for,
 * fetched at once. Never throws: a list the content service cannot give is empty.
 */
export async function loadSocialProof(args: TTestimonialsLoadArgs): Promise<TSocialProofData> {
  const [reviews, testimonials] = await Promise.all([
    loadGoogleReviewsList(args),
    loadTestimonials(args),
  ]);
  return { reviews, testimonials };
}
