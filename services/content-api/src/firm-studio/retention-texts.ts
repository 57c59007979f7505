import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { watchVersion } from '@firm/shared/server/version-watch';
import { bumpContentVersion, inTransaction } from '../content/import.repository';
import { PAGE_KIND } from '../pages-studio/page-kind';
import { republishLive } from './firm-token-texts';
import { lockRetentionVersions, markRetentionPublished } from './retention-texts.repository';

/** The pages that state the retention periods (`{{retention_…}}`, issue 31 §4). */
export const RETENTION_PAGES = ['privacy', 'terms'] as const;

/**
 * Publishes the privacy policy and terms again, as they are, when the admins changed the retention
 * schedule since they were last published (leads-api bumps `retention_settings.version`; both services
 * share the database), so their `{{retention_…}}` periods follow; then bumps the content version so
 * every instance drops its caches. One instance does it (the row is locked); the others find it done.
 * @returns whether the texts were published again
 */
export async function refreshRetentionTexts(pool: Pool, at = new Date()): Promise<boolean> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, async () => {
      const versions = await lockRetentionVersions(client);
      if (!versions || versions.published_version >= versions.version) return false;
      await republishLive(client, PAGE_KIND, at, RETENTION_PAGES);
      await markRetentionPublished(client, versions.version);
      await bumpContentVersion(client);
      return true;
    });
  } finally {
    client.release();
  }
}

/**
 * Looks every `intervalMs` whether the retention schedule changed and publishes the policy texts
 * again when it did ({@link refreshRetentionTexts}); `onRefreshed` then drops this instance's caches.
 * Returns a function that stops looking.
 */
export function watchRetentionTexts(options: {
  pool: Pool;
  intervalMs: number;
  logger: Logger;
  onRefreshed: () => void;
}): () => void {
  // the number of refreshes made here stands for a version: watchVersion tells each new one
  let refreshes = 0;
  return watchVersion({
    read: async () => ((await refreshRetentionTexts(options.pool)) ? ++refreshes : refreshes),
    intervalMs: options.intervalMs,
    onChange: () => {
      options.logger.info('retention schedule changed; privacy policy and terms published again');
      options.onRefreshed();
    },
    onError: (error) =>
      options.logger.warn({ err: error }, 'retention texts could not be published again'),
  });
}
