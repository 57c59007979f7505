import { createTestDatabase, type TTestDatabase } from './databases';

/** A migrated database of one test file: outbox relays of parallel files never steal each other's rows. */
export type TIsolatedDatabase = TTestDatabase;

/**
 * A copy of the run's migrated template, named after the run's database.
 * @param label - short name of the test file (letters and digits)
 */
export function createIsolatedDatabase(label: string): Promise<TIsolatedDatabase> {
  return createTestDatabase(label);
}
