import type { Pool } from '@firm/shared/server/db';

/** A Google review row. */
export type TReviewRow = {
  id: number;
  imagen: string;
  nombre: string;
  rating: number;
  body_en: string;
  body_es: string;
  published_at: Date;
};

/** Google reviews, newest first. */
export async function listReviews(pool: Pool): Promise<TReviewRow[]> {
  const { rows } = await pool.query<TReviewRow>(
    'SELECT id, imagen, nombre, rating, body_en, body_es, published_at FROM google_reviews ORDER BY published_at DESC, id',
  );
  return rows;
}

/** Travel testimonials (SPEC: id, foto) in the firm's order. */
export async function listTravel(pool: Pool) {
  const { rows } = await pool.query<{
    id: number;
    foto: string;
    poster: string;
    alt_en: string;
    alt_es: string;
  }>('SELECT id, foto, poster, alt_en, alt_es FROM travel_testimonials ORDER BY position, id');
  return rows;
}

/** Giveaway testimonials (SPEC: id, foto, alt_es) in the firm's order. */
export async function listGiveaways(pool: Pool) {
  const { rows } = await pool.query<{ id: number; foto: string; alt_es: string; alt_en: string }>(
    'SELECT id, foto, alt_es, alt_en FROM giveaway_testimonials ORDER BY position, id',
  );
  return rows;
}

/** Client testimonials for the attorney pages in the firm's order. */
export async function listAttorneyTestimonials(pool: Pool) {
  const { rows } = await pool.query<{
    id: number;
    foto: string;
    nombre: string;
    body_en: string;
    body_es: string;
  }>('SELECT id, foto, nombre, body_en, body_es FROM attorney_testimonials ORDER BY position, id');
  return rows;
}

/** Live-stream entries, newest first. */
export async function listLives(pool: Pool) {
  const { rows } = await pool.query<{
    id: number;
    url: string;
    imagen_es: string;
    nombre_es: string;
    imagen_en: string;
    nombre_en: string;
  }>(
    'SELECT id, url, imagen_es, nombre_es, imagen_en, nombre_en FROM live_entries ORDER BY streamed_at DESC, id',
  );
  return rows;
}
