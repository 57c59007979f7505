import type { TSiteConfig } from './site-config';
import type { Pool, PoolClient } from '../server/db';

/** The imported site configuration (validated by the import), or undefined before the first import. */
export async function readSiteConfig(
  db: Pick<Pool | PoolClient, 'query'>,
): Promise<TSiteConfig | undefined> {
  const { rows } = await db.query<{ data: TSiteConfig }>('SELECT data FROM site_config WHERE id');
  return rows[0]?.data;
}
