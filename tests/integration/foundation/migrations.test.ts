import { ZStoredLeadSchema } from '@firm/shared/leads/stored-lead';
import { createPool } from '@firm/shared/server/db';
import { runMigrations } from '@firm/shared/server/migrate';
import { repoPaths } from '@firm/shared/server/paths';
import { testDatabaseUrl } from '../../support/env';

describe('migrations', () => {
  const pool = createPool(testDatabaseUrl());
  afterAll(() => pool.end());

  it('When the global setup has run, then every migration file is recorded once', async () => {
    const { rows } = await pool.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toContain('000_extensions.sql');
  });

  it('When migrations run again, then nothing is applied twice', async () => {
    expect(await runMigrations(pool, repoPaths().migrations)).toEqual([]);
  });

  it('When unaccent is used, then accents are folded', async () => {
    const { rows } = await pool.query<{ v: string }>("SELECT unaccent('Petición') AS v");
    expect(rows[0]?.v).toBe('Peticion');
  });

  it('When migrated, then the leads table has the columns of the shared stored lead, in its order', async () => {
    const { rows } = await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'leads' ORDER BY ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(Object.keys(ZStoredLeadSchema.shape));
  });
});
