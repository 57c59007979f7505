import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { watchVersion } from '@firm/shared/server/version-watch';
import { readContentVersion } from './import.repository';

export { readContentVersion };

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
