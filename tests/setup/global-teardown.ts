import pg from 'pg';

/**
 * Drops the run's databases: its own, its template and any copy a test file left behind (all named
 * after the run). testcontainers' reaper removes any containers.
 */
export default async function globalTeardown(): Promise<void> {
  const database = process.env.TEST_RUN_ID;
  const adminUrl = process.env.ADMIN_DATABASE_URL;
  if (!database || !adminUrl) return;
  const url = new URL(adminUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
      [database],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    }
  } catch {
    // a leftover test database is harmless; never fail the run for it
  } finally {
    await client.end().catch(() => undefined);
  }
}
