import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPaths } from '@firm/shared/server/paths';

/**
 * DATABASE_URL, else the URL the launcher wrote for the embedded database; exits with a hint
 * when there is neither (the command-line tools' database).
 */
export function launcherDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const file = path.join(repoPaths().data, 'launcher.json');
  if (existsSync(file)) {
    const { databaseUrl: url } = JSON.parse(readFileSync(file, 'utf8')) as { databaseUrl?: string };
    if (url) return url;
  }
  process.stderr.write(
    '✖ Set DATABASE_URL, or start the site with `npm start` first (it runs the database).\n',
  );
  process.exit(1);
}
