import pg from 'pg';
// The services' type parsers (bigint ids as numbers): rows read here have the shared shapes
// (e.g. the stored lead of packages/shared/src/leads/stored-lead.ts).
import '@firm/shared/server/db';

/** A client on the database of the stack under test (for asserting what a form stored). */
export async function e2eDb(): Promise<pg.Client> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set (the e2e global setup sets it)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
