import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, ensureDatabase } from '../../../../packages/shared/src/server/db';
import { runMigrations } from '../../../../packages/shared/src/server/migrate';
import { repoPaths } from '../../../../packages/shared/src/server/paths';
import { testDatabaseUrl } from '../../../support/env';

/** A migrated database of its own, for tests that import content other than the seed. */
export type TScratchDatabase = { url: string; drop: () => Promise<void> };

/** Creates and migrates a database beside the run's one; `drop()` removes it. */
export async function createScratchDatabase(): Promise<TScratchDatabase> {
  const url = new URL(testDatabaseUrl());
  const name = `${url.pathname.slice(1)}_s${randomBytes(3).toString('hex')}`;
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  const pool = createPool(url.toString(), { connectionTimeoutMillis: 5000 });
  try {
    await runMigrations(pool, repoPaths().migrations);
  } finally {
    await pool.end();
  }
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
