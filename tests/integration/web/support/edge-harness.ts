import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { closeServer, listen } from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import type { TDocumentBuild, TRender } from '../../../../services/web/src/app/entry-server';
import { createEdge } from '@firm/web/edge/app';
import { EDGE_HTTP_TIMEOUTS } from '@firm/web/edge/http-timeouts';
import { TEST_EDGE_SECRET } from '../../../support/leads-harness';

/** A running web edge (its real Express app and server timeouts) in front of a test leads-api. */
export type TTestEdge = { url: string; close: () => Promise<void> };

/**
 * What the stand-in renderer answers: the no-JS post's outcome that the page would show, and the
 * style nonce the page would hand the browser.
 */
export type TRenderedPage = { page: true; formPost: unknown; cspNonce: string };

// The pages are not under test here: the stand-in renderer answers what the edge gave it as JSON.
const render: TRender = async (input) => {
  const page: TRenderedPage = {
    page: true,
    formPost: input.context.formPost ?? null,
    cspNonce: input.context.shell.cspNonce,
  };
  return { kind: 'document', status: 200, html: JSON.stringify(page) };
};

/**
 * Builds the edge with `createEdge` (the proxy, the no-JS form posts, the security headers, the error
 * middleware) with the server's own timeouts, listening on a free loopback port.
 */
export async function startTestEdge(options: {
  leadsApiUrl: string;
  logger: Logger;
  contentApiUrl?: string;
  /** The deadline of a whole request (the edge's own 30 s when not given). */
  requestDeadlineMs?: number;
}): Promise<TTestEdge> {
  const edge = createEdge({
    config: {
      CONTENT_API_URL: options.contentApiUrl ?? 'http://127.0.0.1:9',
      LEADS_API_URL: options.leadsApiUrl,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY_HOPS: 0,
      HTML_CACHE_TTL_MS: 0,
      HTML_CACHE_MAX_ENTRIES: 1,
      EDGE_PROXY_SECRET: TEST_EDGE_SECRET,
    },
    logger: options.logger,
    render,
    assetsFor: () => ({ entry: '/entry.js' }) as unknown as TDocumentBuild,
    shell: async () => ({ siteConfig: null, categories: [], samples: null }),
    clientDir: null,
    ...(options.requestDeadlineMs ? { requestDeadlineMs: options.requestDeadlineMs } : {}),
  });
  const server: Server = await listen(edge, 0, '127.0.0.1', EDGE_HTTP_TIMEOUTS);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}
