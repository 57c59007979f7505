import type { Pool } from '@firm/shared/server/db';

/** The site configuration as written (json keeps the firm's key order). */
export async function siteConfigText(pool: Pool): Promise<string | undefined> {
  const { rows } = await pool.query<{ data: string }>('SELECT data::text AS data FROM site_config');
  return rows[0]?.data;
}

/** The rows of a collection table in the order the site shows them (every column). */
export async function collectionRows(
  pool: Pool,
  table:
    | 'blog_categories'
    | 'attorneys'
    | 'google_reviews'
    | 'travel_testimonials'
    | 'giveaway_testimonials'
    | 'attorney_testimonials'
    | 'live_entries',
): Promise<Record<string, unknown>[]> {
  const order: Record<typeof table, string> = {
    blog_categories: 'position, id',
    attorneys: 'position, slug',
    google_reviews: 'id',
    travel_testimonials: 'position, id',
    giveaway_testimonials: 'position, id',
    attorney_testimonials: 'position, id',
    live_entries: 'id',
  };
  const { rows } = await pool.query<Record<string, unknown>>(
    `SELECT * FROM ${table} ORDER BY ${order[table]}`,
  );
  return rows;
}

/** An article's row on the site (its key in git and dates), when it was ever published. */
export type TPostOrigin = { id: number; source_key: string; created_at: Date; updated_at: Date };

/** The articles' rows by id. */
export async function postOrigins(pool: Pool): Promise<Map<number, TPostOrigin>> {
  const { rows } = await pool.query<TPostOrigin>(
    'SELECT id, source_key, created_at, updated_at FROM blog_posts',
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** An original of the library, for the export. */
export type TExportOriginal = {
  source_name: string;
  file: string;
  chunked: boolean;
  byte_size: number;
};

/** Every original of the library, by its library name. */
export async function exportOriginals(pool: Pool): Promise<TExportOriginal[]> {
  const { rows } = await pool.query<TExportOriginal>(
    'SELECT source_name, file, chunked, byte_size FROM content_media WHERE variant_of IS NULL ORDER BY source_name',
  );
  return rows;
}

/** The bytes of a file kept whole (not chunked). */
export async function mediaBytes(pool: Pool, file: string): Promise<Buffer> {
  const { rows } = await pool.query<{ bytes: Buffer }>(
    'SELECT bytes FROM content_media WHERE file = $1',
    [file],
  );
  return rows[0]?.bytes ?? Buffer.alloc(0);
}
