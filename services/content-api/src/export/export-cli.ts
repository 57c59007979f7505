import path from 'node:path';
import { createPool } from '@firm/shared/server/db';
import { loadConfig } from '../config';
import { exportContent, ExportFolderError } from './export-content';

// `npm run content:export -- --out DIR`: writes the database's content (DATABASE_URL) into DIR in the
// layout of infra/content; `npm run content:import` of that folder into an empty database gives the
// same site.
const args = process.argv.slice(2);
const at = args.indexOf('--out');
const out = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--out='))?.slice(6);
if (
  !out ||
  args.some((arg) => arg.startsWith('-') && arg !== '--out' && !arg.startsWith('--out='))
) {
  process.stderr.write('Usage: npm run content:export -- --out DIR\n');
  process.exit(2);
}
const config = loadConfig();
const pool = createPool(config.DATABASE_URL, {
  connectionTimeoutMillis: 5000,
  statementTimeoutMillis: 120_000,
  applicationName: 'content-export',
});
try {
  const dir = path.resolve(out);
  const result = await exportContent(pool, dir);
  process.stdout.write(`Content exported to ${dir}: ${JSON.stringify(result)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ExportFolderError ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await pool.end();
}
