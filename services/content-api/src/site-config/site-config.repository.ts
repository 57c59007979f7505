import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { Pool, PoolClient } from '@firm/shared/server/db';

/** The imported site configuration (validated by the import), or undefined before the first import. */
export async function readSiteConfig(
  db: Pick<Pool | PoolClient, 'query'>,
): Promise<TSiteConfig | undefined> {
  const { rows } = await db.query<{ data: TSiteConfig }>('SELECT data FROM site_config WHERE id');
  return rows[0]?.data;
}
