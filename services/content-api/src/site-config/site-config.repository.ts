import type { Pool } from '@firm/shared/server/db';

/** The imported site configuration, or undefined before the first import. */
export async function readSiteConfig(pool: Pool): Promise<unknown> {
  const { rows } = await pool.query<{ data: unknown }>('SELECT data FROM site_config WHERE id');
  return rows[0]?.data;
}
