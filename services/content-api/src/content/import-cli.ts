import { createPool } from '@firm/shared/server/db';
import { createLogger } from '@firm/shared/server/logger';
import { loadConfig } from '../config';
import { ContentError } from './content-bundle';
import { importContent, ImportRefusedError } from './import-content';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--replace' && arg !== '--if-empty');
if (unknown.length > 0 || (args.includes('--replace') && args.includes('--if-empty'))) {
  process.stderr.write(
    `Usage: npm run content:import [-- --replace | --if-empty] (got ${args.join(' ')})\n`,
  );
  process.exit(2);
}

// `npm run content:import [-- --replace | --if-empty]`: loads infra/content (or CONTENT_DIR) into
// DATABASE_URL. A database that has content already is only replaced with --replace (what it
// replaces stays in the studio's revisions); --if-empty leaves it as it is and succeeds (a release
// Job: the sample fills a new database once, the studio's content is never overwritten). Running
// services notice the new content version within CONTENT_VERSION_CHECK_MS and drop their caches.
const config = loadConfig();
const logger = createLogger('content-import', config.LOG_LEVEL);
const pool = createPool(config.DATABASE_URL, {
  connectionTimeoutMillis: 5000,
  statementTimeoutMillis: 120_000,
  applicationName: 'content-import',
});

try {
  const result = await importContent(pool, {
    contentDir: config.CONTENT_DIR,
    logger,
    replace: args.includes('--replace'),
  });
  process.stdout.write(
    `Content imported (version ${result.version}): ${JSON.stringify(result.counts)}; media ${JSON.stringify(result.media)}\n`,
  );
  process.exitCode = 0;
} catch (error) {
  if (error instanceof ImportRefusedError && args.includes('--if-empty')) {
    process.stdout.write('The database already has content: nothing imported (--if-empty).\n');
    process.exitCode = 0;
  } else {
    if (error instanceof ContentError || error instanceof ImportRefusedError)
      process.stderr.write(`${error.message}\n`);
    else logger.error({ err: error }, 'content import failed');
    process.exitCode = 1;
  }
} finally {
  await pool.end();
}
