import { createPool, type Pool } from '@firm/shared/server/db';
import { createLogger } from '@firm/shared/server/logger';
import { readContentVersion, watchContentVersion } from '@firm/content-api/content/content-version';
import { importContent } from '@firm/content-api/content/import-content';
import { contentIsEmpty } from '@firm/content-api/content/import.repository';
import { importOnStart } from '@firm/content-api/content/startup-import';
import { writeFixtureContent } from '../../support/content-fixture';
import { IMPORT_TIMEOUT_MS } from '../../support/content-server';
import { createScratchDatabase, type TScratchDatabase } from './support/scratch-database';

const logger = createLogger('content-api-test', 'silent');

function waitFor(predicate: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (predicate()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error('timed out waiting'));
      }
    }, 20);
  });
}

describe('content-api: import at start and content versions', () => {
  let scratch: TScratchDatabase;
  let pool: Pool;
  const fixture = writeFixtureContent([{}, {}]);

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    pool = createPool(scratch.url);
  });
  afterAll(async () => {
    await pool.end();
    await scratch.drop();
    fixture.remove();
  });

  it(
    'When the service starts on empty tables in auto mode, then it imports once; on filled tables it does not',
    async () => {
      expect(await contentIsEmpty(pool)).toBe(true);
      let imported = 0;
      const stop = importOnStart(pool, {
        mode: 'auto',
        contentDir: fixture.dir,
        logger,
        onImported: () => (imported += 1),
      });
      await waitFor(() => imported === 1, IMPORT_TIMEOUT_MS);
      stop();
      expect(await contentIsEmpty(pool)).toBe(false);

      const versionBefore = await readContentVersion(pool);
      const stopAgain = importOnStart(pool, {
        mode: 'auto',
        contentDir: fixture.dir,
        logger,
        onImported: () => (imported += 1),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      stopAgain();
      expect(imported).toBe(1);
      expect(await readContentVersion(pool)).toBe(versionBefore);
    },
    IMPORT_TIMEOUT_MS,
  );

  it('When another process imports, then the version watcher reports the new version', async () => {
    const seen: number[] = [];
    const stop = watchContentVersion({
      pool,
      intervalMs: 30,
      logger,
      onChange: (version) => seen.push(version),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { version } = await importContent(pool, { contentDir: fixture.dir, replace: true });
      await waitFor(() => seen.includes(version));
    } finally {
      stop();
    }
  });
});
