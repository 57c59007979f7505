import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { watchVersion } from '@firm/shared/server/version-watch';

/** The content version, bumped by every import. */
export async function readContentVersion(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ version: number }>(
    'SELECT version FROM content_state WHERE id',
  );
  return rows[0]?.version ?? 0;
}

/** Options of {@link watchContentVersion}. */
export type TVersionWatchOptions = {
  pool: Pool;
  intervalMs: number;
  /** Called when another process imported content. */
  onChange: (version: number) => void;
  logger: Logger;
};

/**
 * Polls the content version so an import run by another process (the CLI, another instance)
 * drops this instance's caches within `intervalMs`. While the database is down the caches are
 * kept and served. Returns a function that stops the polling.
 */
export function watchContentVersion(options: TVersionWatchOptions): () => void {
  return watchVersion({
    read: () => readContentVersion(options.pool),
    intervalMs: options.intervalMs,
    onChange: options.onChange,
    onError: (error) => options.logger.warn({ err: error }, 'content version check failed'),
  });
}
