import { randomBytes } from 'node:crypto';
import { createPool, type Pool } from '@firm/shared/server/db';
import {
  readInstallation,
  resolveQueuePrefix,
  type TInstallation,
} from '@firm/shared/server/installation';
import { createLogger } from '@firm/shared/server/logger';
import { runMigrations } from '@firm/shared/server/migrate';
import { repoPaths } from '@firm/shared/server/paths';
import { copyDatabase, createTestDatabase, dropDatabase } from '../../support/databases';
import { testDatabaseUrl } from '../../support/env';
import { seedLead } from '../../support/seed-lead';

const logger = createLogger('installation-test', 'silent');
const NEW_PREFIX = /^bull-[0-9a-f]{12}$/;

describe('the installation of a database (its queue prefix on Redis)', () => {
  it('When a fresh database is read twice, then it has one installation with a prefix of its own', async () => {
    const db = await createTestDatabase('instfresh');
    try {
      const first = await readInstallation(db.pool);
      expect(first.queuePrefix).toMatch(NEW_PREFIX);
      expect(first.queuePrefix).toBe(`bull-${first.id.replace(/-/g, '').slice(0, 12)}`);
      expect(await readInstallation(db.pool)).toEqual(first);
    } finally {
      await db.drop();
    }
  });

  it('When five processes start at once on a fresh database, then they all read the same installation', async () => {
    const db = await createTestDatabase('instrace');
    const pools: Pool[] = Array.from({ length: 5 }, () => createPool(db.url, { max: 1 }));
    try {
      const read = await Promise.all(pools.map((pool) => readInstallation(pool)));
      expect(new Set(read.map((installation) => installation.id)).size).toBe(1);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await db.drop();
    }
  });

  it('When a database is copied (CREATE DATABASE … TEMPLATE, a restore into a new database), then the copy makes an installation of its own and the original keeps its', async () => {
    const original = await createTestDatabase('instorig');
    const made = await readInstallation(original.pool);
    const originalName = decodeURIComponent(new URL(original.url).pathname.slice(1));
    await original.pool.end();
    const copyName = `${originalName.slice(0, 50)}_c${randomBytes(3).toString('hex')}`;
    const copyUrl = await copyDatabase(testDatabaseUrl(), originalName, copyName);
    const copy = createPool(copyUrl);
    const back = createPool(original.url);
    try {
      const copied = await readInstallation(copy);
      expect(copied.id).not.toBe(made.id);
      expect(copied.queuePrefix).not.toBe(made.queuePrefix);
      expect(copied.queuePrefix).toMatch(NEW_PREFIX);
      expect(await readInstallation(back)).toEqual<TInstallation>(made);
    } finally {
      await copy.end();
      await back.end();
      await dropDatabase(testDatabaseUrl(), copyName);
      await dropDatabase(testDatabaseUrl(), originalName);
    }
  });

  it('When a database held leads before migration 226, then it keeps BullMQ’s prefix "bull" (its jobs in flight are there)', async () => {
    const db = await createTestDatabase('instlegacy');
    try {
      await seedLead(db.pool);
      await db.pool.query('DROP TABLE installation');
      await db.pool.query(`DELETE FROM schema_migrations WHERE name = '226_installation.sql'`);
      expect(await runMigrations(db.pool, repoPaths().migrations)).toEqual([
        '226_installation.sql',
      ]);
      expect((await readInstallation(db.pool)).queuePrefix).toBe('bull');
    } finally {
      await db.drop();
    }
  });

  it('When QUEUE_PREFIX is set, then it wins over the installation’s and the database is not read', async () => {
    const unreachable = createPool('postgres://nobody@127.0.0.1:1/none');
    try {
      expect(await resolveQueuePrefix({ db: unreachable, override: 'operator-set', logger })).toBe(
        'operator-set',
      );
    } finally {
      await unreachable.end();
    }
  });

  it('When the migrations have not run yet, then the service waits and reads the prefix once they have', async () => {
    const db = await createTestDatabase('instwait');
    try {
      await db.pool.query('DROP TABLE installation');
      await db.pool.query(`DELETE FROM schema_migrations WHERE name = '226_installation.sql'`);
      let settled = false;
      const resolving = resolveQueuePrefix({ db: db.pool, logger, retryMs: 20 }).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled).toBe(false);
      await runMigrations(db.pool, repoPaths().migrations);
      expect(await resolving).toMatch(NEW_PREFIX);
    } finally {
      await db.drop();
    }
  });
});
