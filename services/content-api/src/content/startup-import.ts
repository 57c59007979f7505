import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { importContent, type TImportOptions } from './import-content';
import { contentIsEmpty, pageTextsMissing } from './import.repository';

/**
 * True when `auto` mode must import: nothing is imported yet, or the database was filled before page
 * texts existed (their table is empty, and the content folder always has some).
 */
export async function contentNeedsImport(pool: Pool): Promise<boolean> {
  return (await contentIsEmpty(pool)) || (await pageTextsMissing(pool));
}

/** Throws while no content has been imported (the readiness check). */
export async function assertContentLoaded(pool: Pool): Promise<void> {
  if (await contentIsEmpty(pool)) throw new Error('content not imported yet');
}

/** Options of {@link importOnStart}. */
export type TStartupImportOptions = TImportOptions & {
  mode: 'auto' | 'always' | 'never';
  logger: Logger;
  /** Called after a successful import (drop the caches). */
  onImported: () => void;
  /** Delay between attempts while the database is unreachable. @defaultValue 5000 */
  retryMs?: number;
};

/**
 * Imports the content folder at start (`always`, or `auto` when the tables are empty or hold no page
 * texts yet). While the database is unreachable it retries in the background; invalid content is
 * logged, not fatal, so the service keeps answering what it has. Returns a function that stops the
 * retries.
 */
export function importOnStart(pool: Pool, options: TStartupImportOptions): () => void {
  if (options.mode === 'never') return () => undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const attempt = async () => {
    try {
      if (options.mode === 'auto' && !(await contentNeedsImport(pool))) return;
      // `auto` fills empty tables (or adds the page texts an older database lacks); `always` replaces
      await importContent(pool, { ...options, replace: true });
      options.onImported();
    } catch (error) {
      const retryable = (error as Error).name !== 'ContentError';
      options.logger.error(
        { err: error },
        retryable ? 'content import at start failed; retrying' : 'content folder is invalid',
      );
      if (retryable && !stopped) timer = setTimeout(() => void attempt(), options.retryMs ?? 5000);
    }
  };
  void attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
