import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, ensureDatabase, type Pool } from '@firm/shared/server/db';
import { runMigrations } from '@firm/shared/server/migrate';
import { repoPaths } from '@firm/shared/server/paths';

/** A fresh, migrated database for one benchmark run, dropped afterwards. */
export type TBenchDatabase = { url: string; pool: Pool; drop: () => Promise<void> };

/** Creates `<prefix>_<random>` (`leads_bench_…` by default) on the server of `baseUrl` and migrates it. */
export async function createBenchDatabase(
  baseUrl: string,
  prefix = 'leads_bench',
): Promise<TBenchDatabase> {
  const url = new URL(baseUrl);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  const pool = createPool(url.toString(), {
    connectionTimeoutMillis: 5000,
    max: 20,
    statementTimeoutMillis: 60_000,
  });
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
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}
