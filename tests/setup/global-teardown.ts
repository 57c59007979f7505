import pg from 'pg';

/** Drops the run's database (testcontainers' reaper removes any containers). */
export default async function globalTeardown(): Promise<void> {
  const database = process.env.TEST_RUN_ID;
  const adminUrl = process.env.ADMIN_DATABASE_URL;
  if (!database || !adminUrl) return;
  const url = new URL(adminUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
  } catch {
    // a leftover test database is harmless; never fail the run for it
  } finally {
    await client.end().catch(() => undefined);
  }
}
