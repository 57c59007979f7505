import { createTestDatabase } from '../../../support/databases';

/** A migrated database of its own, for tests that import content other than the seed. */
export type TScratchDatabase = { url: string; drop: () => Promise<void> };

/** A copy of the run's migrated template; `drop()` removes it. */
export async function createScratchDatabase(): Promise<TScratchDatabase> {
  const database = await createTestDatabase('s', 2);
  return { url: database.url, drop: database.drop };
}
