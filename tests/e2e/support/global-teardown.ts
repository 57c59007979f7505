import { existsSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { removeQueue } from '../../support/remove-queue';
import { E2E_STATE_FILE, type TE2EState } from './stack';

/** Stops the stack the global setup started, drops its database and removes its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(E2E_STATE_FILE)) return;
  const state = JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8')) as TE2EState;
  rmSync(E2E_STATE_FILE);
  if (state.pid) {
    try {
      process.kill(state.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && isAlive(state.pid))
      await new Promise((r) => setTimeout(r, 100));
  }
  if (state.adminUrl && state.database) {
    const url = new URL(state.adminUrl);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      await client.query(
        `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(state.database)} WITH (FORCE)`,
      );
    } catch {
      // a leftover e2e database is harmless
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (state.redis) {
    const { url, queuePrefix, rateLimitPrefix } = state.redis;
    // leftover keys are harmless too, but a shared Redis would collect them run after run
    await removeQueue(url, queuePrefix, rateLimitPrefix).catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
