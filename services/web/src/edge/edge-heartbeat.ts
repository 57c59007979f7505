import { EDGE_HEARTBEAT_PATH } from '@firm/shared/routes/staff-paths';
import { EDGE_SECRET_HEADER } from '@firm/shared/server/edge-secret';
import { startHeartbeat } from '@firm/shared/server/heartbeat';
import type { Logger } from '@firm/shared/server/logger';

/**
 * The edge's heartbeat for the status page (issue 33 §4): the edge has no database, so it posts its
 * heartbeat to leads-api with its secret, which records it. Without a secret leads-api would refuse
 * it: nothing is sent and the status page shows the edge as not reporting.
 * @returns stops the heartbeat
 */
export function startEdgeHeartbeat(options: {
  leadsApiUrl: string;
  edgeSecret: string | undefined;
  logger: Logger;
}): () => void {
  const { edgeSecret } = options;
  if (!edgeSecret) return () => undefined;
  const url = new URL(EDGE_HEARTBEAT_PATH, options.leadsApiUrl);
  return startHeartbeat({
    service: 'web',
    logger: options.logger,
    write: async (beat) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [EDGE_SECRET_HEADER]: edgeSecret },
        body: JSON.stringify({ ...beat, startedAt: beat.startedAt.toISOString() }),
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`leads-api answered ${response.status}`);
    },
  });
}
