import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, type Pool } from '@firm/shared/server/db';
import { runMigrations } from '@firm/shared/server/migrate';
import { repoPaths } from '@firm/shared/server/paths';

/**
 * Test databases: the run migrates one template database once (global setup), and every database a
 * test file needs is a copy of it (`CREATE DATABASE … TEMPLATE`, a file copy in PostgreSQL) instead
 * of running every migration again, as immich's medium tests do.
 */

/** The environment key the global setup leaves the template's name in. */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';

function adminUrl(connectionString: string): string {
  const url = new URL(connectionString);
  url.pathname = '/postgres';
  return url.toString();
}

async function withAdmin<T>(
  connectionString: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: adminUrl(connectionString),
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates and migrates the run's template database; no connection to it stays open, so it can be
 * copied.
 * @param connectionString - any URL of the server; its path is replaced by `name`
 */
export async function createTemplateDatabase(
  connectionString: string,
  name: string,
): Promise<void> {
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  await withAdmin(connectionString, (client) =>
    client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`),
  );
  const pool = createPool(url.toString(), { connectionTimeoutMillis: 5000 });
  try {
    await runMigrations(pool, repoPaths().migrations);
  } finally {
    await pool.end();
  }
}

/**
 * Copies the template into a new database. PostgreSQL refuses a copy while another session is
 * connected to the template, which only a copy being made at that instant is: wait and try again.
 */
export async function copyDatabase(
  connectionString: string,
  template: string,
  name: string,
): Promise<string> {
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  await withAdmin(connectionString, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(
          `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
        );
        return;
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  });
  return url.toString();
}

/** Drops a database, closing what is still connected to it. */
export async function dropDatabase(connectionString: string, name: string): Promise<void> {
  await withAdmin(connectionString, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  );
}

/** A migrated database of one test file, with a pool and the means to drop it. */
export type TTestDatabase = { url: string; pool: Pool; drop: () => Promise<void> };

/**
 * A fresh migrated database beside the run's one (a copy of the run's template), named after it.
 * @param label - a short name of the test file (letters and digits)
 * @param poolMax - connections of its pool
 */
export async function createTestDatabase(label: string, poolMax = 20): Promise<TTestDatabase> {
  const runUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (!runUrl || !template)
    throw new Error('run through jest: the global setup sets the databases');
  const run = decodeURIComponent(new URL(runUrl).pathname.slice(1));
  const name = `${run}_${label}_${randomBytes(3).toString('hex')}`.slice(0, 63);
  const url = await copyDatabase(runUrl, template, name);
  const pool = createPool(url, { connectionTimeoutMillis: 5000, max: poolMax });
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await dropDatabase(runUrl, name);
    },
  };
}
