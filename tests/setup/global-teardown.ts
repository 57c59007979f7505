import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoPaths } from '../../packages/shared/src/server/paths';
import { STATE_FILE } from './containers';

/** Drops the run's database (testcontainers' reaper removes any containers). */
export default async function globalTeardown(): Promise<void> {
  const file = path.join(repoPaths().data, STATE_FILE);
  if (!existsSync(file)) return;
  const state = JSON.parse(readFileSync(file, 'utf8')) as { database: string; adminUrl: string };
  rmSync(file);
  const url = new URL(state.adminUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(state.database)} WITH (FORCE)`);
  } catch {
    // a leftover test database is harmless; never fail the run for it
  } finally {
    await client.end().catch(() => undefined);
  }
}
