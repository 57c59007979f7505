import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, ensureDatabase, type Pool } from '@firm/shared/server/db';
import { runMigrations } from '@firm/shared/server/migrate';
import { repoPaths } from '@firm/shared/server/paths';
import { importContent } from '@firm/content-api/content/import-content';

/** A throw-away, migrated database holding the seed content. */
export type TBenchDatabase = { url: string; pool: Pool; drop: () => Promise<void> };

/** Creates `content_bench_<random>` on the server of `serverUrl`, migrates it and imports infra/content. */
export async function createBenchDatabase(serverUrl: string): Promise<TBenchDatabase> {
  const url = new URL(serverUrl);
  const name = `content_bench_${randomBytes(3).toString('hex')}`;
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  const pool = createPool(url.toString(), {
    connectionTimeoutMillis: 5000,
    statementTimeoutMillis: 120_000,
  });
  await runMigrations(pool, repoPaths().migrations);
  await importContent(pool, { replace: true });
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client
        .query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)
        .finally(() => client.end());
    },
  };
}
