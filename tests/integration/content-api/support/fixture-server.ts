import { writeFixtureContent, type TFixturePost } from '../../../support/content-fixture';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../../support/content-server';
import { createScratchDatabase, type TScratchDatabase } from './scratch-database';

/** What {@link useFixtureServer} gives a test file once its `beforeAll` has run. */
export type TFixtureServer = { server: TContentServer; dir: string };

/**
 * Registers the hooks of a test file that serves a fixture folder from a database of its own:
 * `beforeAll` writes the folder (then lets `prepare` add to it), creates the database, imports
 * and starts the server; `afterAll` removes all three.
 */
export function useFixtureServer(
  posts: TFixturePost[] = [{}],
  prepare: (dir: string) => void = () => undefined,
): TFixtureServer {
  const fixture = writeFixtureContent(posts);
  const state = { dir: fixture.dir } as TFixtureServer;
  let scratch: TScratchDatabase | undefined;
  beforeAll(async () => {
    prepare(fixture.dir);
    scratch = await createScratchDatabase();
    state.server = await startContentServer({ databaseUrl: scratch.url, importFrom: fixture.dir });
  }, IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await state.server?.close();
    await scratch?.drop();
    fixture.remove();
  });
  return state;
}
