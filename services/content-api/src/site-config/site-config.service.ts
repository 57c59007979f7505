import { ZSiteConfigSchema, type TSiteConfig } from '@firm/shared/content/site-config';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool, PoolClient } from '@firm/shared/server/db';
import { contentTokens, retentionTokens, type TContentTokens } from '../content/content-tokens';
import { readSiteConfig } from '@firm/shared/content/site-config.repository';
import { readRetentionSchedule } from '@firm/shared/server/privacy/retention-settings';

/** The firm's facts as imported; 503 before the first import. */
export async function requireSiteConfig(pool: Pool): Promise<TSiteConfig> {
  const config = await readSiteConfig(pool);
  if (config === undefined) throw new AppError('unavailable', 'Content has not been imported yet');
  return config;
}

/**
 * The `{{token}}` values a text published at `at` gets (the founding year, the years of experience
 * counted in that year…) and the admins' retention periods; no firm's fact before the first import (or
 * from a configuration that no longer validates), so those tokens stay as written.
 */
export async function storedContentTokens(
  db: Pick<Pool | PoolClient, 'query'>,
  at: Date,
): Promise<TContentTokens> {
  // a configuration stored by an older import may lack a fact: its tokens stay as written
  const config = ZSiteConfigSchema.safeParse(await readSiteConfig(db));
  const retention = await readRetentionSchedule(db);
  return config.success
    ? contentTokens(config.data, at.getFullYear(), retention)
    : retentionTokens(retention);
}
