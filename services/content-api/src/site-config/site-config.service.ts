import type { TSiteConfig } from '@firm/shared/content/site-config';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import { readSiteConfig } from './site-config.repository';

/** The firm's facts as imported; 503 before the first import. */
export async function requireSiteConfig(pool: Pool): Promise<TSiteConfig> {
  const config = await readSiteConfig(pool);
  if (config === undefined) throw new AppError('unavailable', 'Content has not been imported yet');
  return config;
}
