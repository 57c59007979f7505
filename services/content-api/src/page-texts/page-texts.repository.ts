import type { Pool } from '@firm/shared/server/db';

/** One block of a page text in one language. */
export type TPageTextBlockRow = { block: string; body: string; updated: string | null };

/** The blocks of a page in `lang`, in block-name order (none for an unknown page). */
export async function findPageTextBlocks(
  pool: Pool,
  key: string,
  lang: 'en' | 'es',
): Promise<TPageTextBlockRow[]> {
  const { rows } = await pool.query<TPageTextBlockRow>(
    `SELECT block, body_${lang === 'en' ? 'en' : 'es'} AS body, updated_on_${lang === 'en' ? 'en' : 'es'}::text AS updated
     FROM page_texts WHERE page_key = $1 ORDER BY block`,
    [key],
  );
  return rows;
}
