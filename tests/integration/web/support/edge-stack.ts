import { createIsolatedDatabase, type TIsolatedDatabase } from '../../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../../support/leads-harness';
import { startTestEdge, type TTestEdge } from './edge-harness';
import { captureLogs, type TLogCapture } from '../../../support/log-capture';

/** A database of its own, leads-api and the edge in front of it, both logging into one capture. */
export type TEdgeStack = {
  db: TIsolatedDatabase;
  api: TLeadsApi;
  edge: TTestEdge;
  logs: TLogCapture;
  close: () => Promise<void>;
};

/**
 * Starts the stack the edge-level checks run against.
 * @param label - names the isolated database
 * @param contentApiUrl - a content-api for the proxied content paths @defaultValue none (refused)
 */
export async function startEdgeStack(
  label: string,
  options: { contentApiUrl?: (db: TIsolatedDatabase) => Promise<string> } = {},
): Promise<TEdgeStack> {
  const logs = captureLogs();
  const db = await createIsolatedDatabase(label);
  const api = await startLeadsApi({ pool: db.pool, logger: logs.loggerFor('leads-api') });
  const contentApiUrl = options.contentApiUrl ? await options.contentApiUrl(db) : undefined;
  const edge = await startTestEdge({
    leadsApiUrl: api.url,
    logger: logs.loggerFor('web'),
    ...(contentApiUrl ? { contentApiUrl } : {}),
  });
  return {
    db,
    api,
    edge,
    logs,
    close: async () => {
      await edge.close();
      await api.close();
      await db.drop();
    },
  };
}
