import { createPool } from '@firm/shared/server/db';
import { createLogger } from '@firm/shared/server/logger';
import { loadConfig } from '../config';
import { ContentError } from './content-bundle';
import { importContent } from './import-content';

// `npm run content:import`: loads infra/content (or CONTENT_DIR) into DATABASE_URL; running
// services notice the new content version within CONTENT_VERSION_CHECK_MS and drop their caches.
const config = loadConfig();
const logger = createLogger('content-import', config.LOG_LEVEL);
const pool = createPool(config.DATABASE_URL, {
  connectionTimeoutMillis: 5000,
  statementTimeoutMillis: 120_000,
  applicationName: 'content-import',
});

try {
  const result = await importContent(pool, { contentDir: config.CONTENT_DIR, logger });
  process.stdout.write(
    `Content imported (version ${result.version}): ${JSON.stringify(result.counts)}; media ${JSON.stringify(result.media)}\n`,
  );
  process.exitCode = 0;
} catch (error) {
  if (error instanceof ContentError) process.stderr.write(`${error.message}\n`);
  else logger.error({ err: error }, 'content import failed');
  process.exitCode = 1;
} finally {
  await pool.end();
}
