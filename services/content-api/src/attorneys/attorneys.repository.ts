import type { TAttorney } from '@firm/shared/content/attorney';
import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import type { Pool } from '@firm/shared/server/db';

/** An attorney profile row: the API's profile before its photo is described. */
export type TAttorneyRow = Omit<TAttorney, 'photo_info'>;

const COLUMNS = `slug, name, role_en, role_es, is_founder, photo, photo_alt_en, photo_alt_es, summary_en, summary_es,
  bio_en, bio_es, licensed_in, bar_admissions, languages_en, languages_es, practice_areas_en, practice_areas_es,
  associations_en, associations_es, social`;

/** Attorneys in the team page's order (the studio sets it). */
export async function listAttorneys(pool: Pool): Promise<TAttorneyRow[]> {
  const { rows } = await pool.query<TAttorneyRow>(
    `SELECT ${COLUMNS} FROM attorneys ORDER BY position, slug`,
  );
  return rows;
}

/**
 * One attorney by slug, or by a slug she or he had before (the answer then carries the current one,
 * and the profile page answers a 301 to it).
 */
export async function findAttorney(pool: Pool, slug: string): Promise<TAttorneyRow | undefined> {
  const { rows } = await pool.query<TAttorneyRow>(
    `SELECT ${COLUMNS} FROM attorneys WHERE slug = $1 OR source_key = (
       SELECT r.attorney_key FROM attorney_slug_redirects r WHERE r.slug = $1)
     ORDER BY (slug = $1) DESC LIMIT 1`,
    [slug],
  );
  return rows[0];
}

/**
 * The client testimonials about the attorney of `slug` (by her or his slug now or an old one), or
 * about every attorney (no slug named), in the firm's order.
 */
export async function testimonialsAbout(pool: Pool, slug: string): Promise<TAttorneyTestimonial[]> {
  const { rows } = await pool.query<TAttorneyTestimonial>(
    `SELECT t.id, t.foto, t.nombre, t.body_en, t.body_es FROM attorney_testimonials t
     WHERE cardinality(t.attorney_slugs) = 0 OR EXISTS (
       SELECT 1 FROM attorneys a WHERE a.slug = $1 AND (a.slug = ANY(t.attorney_slugs) OR EXISTS (
         SELECT 1 FROM attorney_slug_redirects r
         WHERE r.attorney_key = a.source_key AND r.slug = ANY(t.attorney_slugs))))
     ORDER BY t.position, t.id`,
    [slug],
  );
  return rows;
}
