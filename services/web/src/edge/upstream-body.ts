import type { ClientRequest, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import getRawBody from 'raw-body';
import { BODY_LIMITS } from '@firm/shared/server/body-limits';

// The bodies read by {@link readUpstreamBody}, until the proxy writes them upstream.
const bodies = new WeakMap<IncomingMessage, Buffer>();

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Reads a request's body at the edge before it is proxied, bytes as sent (no decoding), at most
 * `BODY_LIMITS.maxBodyBytes`: a longer `Content-Length` is refused at once and a longer stream as soon
 * as it passes the limit (413), a body that ends early is a 400 — each in the visitor's language by the
 * error middleware. Why: streamed straight through, a body that the upstream refuses before reading
 * (401, 413, 415) raced the upstream's early answer, and the visitor got a 503 or a reset instead.
 * @param matches - whether the request's path goes to the upstream
 */
export function readUpstreamBody(matches: (path: string) => boolean): RequestHandler {
  return (req, _res, next) => {
    if (!matches(req.path) || !hasBody(req)) return next();
    getRawBody(req, { length: req.headers['content-length'], limit: BODY_LIMITS.maxBodyBytes })
      .then((body) => {
        bodies.set(req, body);
        next();
      })
      .catch(next);
  };
}

/**
 * Writes a body read by {@link readUpstreamBody} to the proxied request, with its exact length (a
 * chunked request goes on with a `Content-Length`); the proxy then ends the request.
 * @param proxyReq - the request to the upstream, headers not yet sent
 * @param req - the visitor's request
 */
export function writeUpstreamBody(proxyReq: ClientRequest, req: IncomingMessage): void {
  const body = bodies.get(req);
  if (!body) return;
  bodies.delete(req);
  proxyReq.removeHeader('transfer-encoding');
  proxyReq.setHeader('content-length', body.length);
  proxyReq.write(body);
}
