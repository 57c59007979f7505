import type { ServerOptions } from 'node:http';

/**
 * The edge's HTTP server timeouts (it faces the visitors; the internal services do not need them):
 * a connection must send its whole header block within 10 s of opening (so one that never sends a
 * byte is closed after 10–11 s, a 408 for partial headers), and an idle keep-alive connection is
 * closed after 5 s. Node checks them every second. The whole request's deadline (30 s, longer for a
 * studio upload) is the edge's own: request-deadline.ts.
 */
export const EDGE_HTTP_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 0,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;

/** How long a request may take to arrive whole (body included) at the edge. */
export const EDGE_REQUEST_DEADLINE_MS = 30_000;
