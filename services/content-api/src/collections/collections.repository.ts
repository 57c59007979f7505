import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import type { TGiveawayTestimonial } from '@firm/shared/content/giveaway-testimonial';
import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TLiveEntry } from '@firm/shared/content/live-entry';
import type { TTravelTestimonial } from '@firm/shared/content/travel-testimonial';
import type { Pool } from '@firm/shared/server/db';

/** A Google review row: the API's review before its publication date is written out. */
export type TReviewRow = Omit<
  TGoogleReview,
  'fecha_publicado_relativo_en' | 'fecha_publicado_relativo_es' | 'time' | 'tiempo'
> & { published_at: Date };

/** Google reviews, newest first. */
export async function listReviews(pool: Pool): Promise<TReviewRow[]> {
  const { rows } = await pool.query<TReviewRow>(
    'SELECT id, imagen, nombre, rating, body_en, body_es, published_at FROM google_reviews ORDER BY published_at DESC, id',
  );
  return rows;
}

/** Travel testimonials (SPEC: id, foto) in the firm's order. */
export async function listTravel(pool: Pool): Promise<TTravelTestimonial[]> {
  const { rows } = await pool.query<TTravelTestimonial>(
    'SELECT id, foto, poster, alt_en, alt_es FROM travel_testimonials ORDER BY position, id',
  );
  return rows;
}

/** Giveaway testimonials (SPEC: id, foto, alt_es) in the firm's order. */
export async function listGiveaways(pool: Pool): Promise<TGiveawayTestimonial[]> {
  const { rows } = await pool.query<TGiveawayTestimonial>(
    'SELECT id, foto, alt_es, alt_en FROM giveaway_testimonials ORDER BY position, id',
  );
  return rows;
}

/** Client testimonials for the attorney pages in the firm's order. */
export async function listAttorneyTestimonials(pool: Pool): Promise<TAttorneyTestimonial[]> {
  const { rows } = await pool.query<TAttorneyTestimonial>(
    'SELECT id, foto, nombre, body_en, body_es FROM attorney_testimonials ORDER BY position, id',
  );
  return rows;
}

/** Live-stream entries, newest first. */
export async function listLives(pool: Pool): Promise<TLiveEntry[]> {
  const { rows } = await pool.query<TLiveEntry>(
    'SELECT id, url, imagen_es, nombre_es, imagen_en, nombre_en FROM live_entries ORDER BY streamed_at DESC, id',
  );
  return rows;
}
