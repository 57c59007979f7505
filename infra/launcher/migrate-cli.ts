import { createPool, ensureDatabase } from '../../packages/shared/src/server/db';
import { runMigrations } from '../../packages/shared/src/server/migrate';
import { repoPaths } from '../../packages/shared/src/server/paths';

// `npm run migrate`: applies pending migrations to DATABASE_URL.
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write(
    'DATABASE_URL is required for npm run migrate (npm start migrates the embedded database itself)\n',
  );
  process.exit(1);
}
await ensureDatabase(url);
const pool = createPool(url, { connectionTimeoutMillis: 5000, applicationName: 'migrate' });
const applied = await runMigrations(pool, repoPaths().migrations).finally(() => pool.end());
process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'up to date\n');
