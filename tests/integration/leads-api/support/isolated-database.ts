import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, ensureDatabase, type Pool } from '../../../../packages/shared/src/server/db';
import { runMigrations } from '../../../../packages/shared/src/server/migrate';
import { repoPaths } from '../../../../packages/shared/src/server/paths';
import { testDatabaseUrl } from '../../../support/env';

/** A migrated database of one test file: outbox relays of parallel files never steal each other's rows. */
export type TIsolatedDatabase = { url: string; pool: Pool; drop: () => Promise<void> };

/**
 * Creates and migrates a database beside the run's database, named after it.
 * @param label - short name of the test file (letters and digits)
 */
export async function createIsolatedDatabase(label: string): Promise<TIsolatedDatabase> {
  const url = new URL(testDatabaseUrl());
  const name = `${url.pathname.slice(1)}_${label}_${randomBytes(3).toString('hex')}`.slice(0, 63);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  const pool = createPool(url.toString(), { connectionTimeoutMillis: 5000, max: 20 });
  await runMigrations(pool, repoPaths().migrations);
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
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
