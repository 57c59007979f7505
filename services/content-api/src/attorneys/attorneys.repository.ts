import type { TAttorney } from '@firm/shared/content/attorney';
import type { Pool } from '@firm/shared/server/db';

/** An attorney profile row: the API's profile before its photo is described. */
export type TAttorneyRow = Omit<TAttorney, 'photo_info'>;

const COLUMNS = `slug, name, role_en, role_es, is_founder, photo, photo_alt_en, photo_alt_es, summary_en, summary_es,
  bio_en, bio_es, licensed_in, bar_admissions, languages_en, languages_es, practice_areas_en, practice_areas_es,
  associations_en, associations_es, social`;

/** Attorneys, the founder first, then in the firm's order. */
export async function listAttorneys(pool: Pool): Promise<TAttorneyRow[]> {
  const { rows } = await pool.query<TAttorneyRow>(
    `SELECT ${COLUMNS} FROM attorneys ORDER BY is_founder DESC, position, slug`,
  );
  return rows;
}

/** One attorney by slug. */
export async function findAttorney(pool: Pool, slug: string): Promise<TAttorneyRow | undefined> {
  const { rows } = await pool.query<TAttorneyRow>(
    `SELECT ${COLUMNS} FROM attorneys WHERE slug = $1`,
    [slug],
  );
  return rows[0];
}
