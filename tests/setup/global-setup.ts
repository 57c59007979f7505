import { randomBytes } from 'node:crypto';
import { createPool, ensureDatabase } from '../../packages/shared/src/server/db';
import { runMigrations } from '../../packages/shared/src/server/migrate';
import { repoPaths } from '../../packages/shared/src/server/paths';
import { startTestContainers } from './containers';

/**
 * One fresh, migrated database per run. Uses DATABASE_URL / REDIS_URL when set (CI, these
 * machines) and testcontainers otherwise (a laptop with Docker). Test workers inherit the env;
 * the teardown (same process) reads it back, so concurrent runs never drop each other's database.
 */
export default async function globalSetup(): Promise<void> {
  const started = await startTestContainers();
  const baseUrl = process.env.DATABASE_URL ?? started.databaseUrl;
  const redisUrl = process.env.REDIS_URL ?? started.redisUrl;
  if (!baseUrl || !redisUrl)
    throw new Error('No DATABASE_URL/REDIS_URL and no Docker for testcontainers');

  const url = new URL(baseUrl);
  const database = `it_${Date.now()}_${randomBytes(3).toString('hex')}`;
  url.pathname = `/${database}`;
  const testUrl = url.toString();
  await ensureDatabase(testUrl);
  const pool = createPool(testUrl, { connectionTimeoutMillis: 5000 });
  try {
    await runMigrations(pool, repoPaths().migrations);
  } finally {
    await pool.end();
  }
  process.env.ADMIN_DATABASE_URL = baseUrl;
  process.env.DATABASE_URL = testUrl;
  process.env.REDIS_URL = redisUrl;
  process.env.TEST_RUN_ID = database;
}
