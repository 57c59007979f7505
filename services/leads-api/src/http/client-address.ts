import type { RequestHandler } from 'express';
import { EDGE_SECRET_HEADER, isEdgeSecret } from '@firm/shared/server/edge-secret';

/** Who may name the client's address: the edge (by its shared secret) and how many hops it adds. */
export type TClientAddressOptions = {
  /** The edge's `x-edge-secret`; absent → `X-Forwarded-For` is never believed. */
  edgeSecret: string | undefined;
  /** Proxies whose `X-Forwarded-For` entries are believed (the edge is one). @defaultValue 1 */
  hops: number;
};

/** `::ffff:127.0.0.1` → `127.0.0.1`, as Express reports socket addresses. */
const plain = (address: string): string =>
  address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;

/**
 * Sets `req.ip`: the socket's address, unless the request proves it came through the edge (its
 * `x-edge-secret` matches), when the address `hops` entries back in `X-Forwarded-For` is taken (as
 * Express's `trust proxy` hop count does). A caller that reaches the service directly is therefore
 * counted, limited and recorded under the address it really connects from, whatever it forwards.
 */
export function clientAddress(options: TClientAddressOptions): RequestHandler {
  return (req, _res, next) => {
    const socketIp = plain(req.socket.remoteAddress ?? '');
    let ip = socketIp;
    if (options.hops > 0 && isEdgeSecret(req.headers[EDGE_SECRET_HEADER], options.edgeSecret)) {
      const forwarded = String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      // [socket, last forwarded, …, first forwarded]: each believed hop steps one further back
      const chain = [socketIp, ...forwarded.reverse()];
      ip = plain(chain[Math.min(options.hops, chain.length - 1)] ?? socketIp);
    }
    Object.defineProperty(req, 'ip', { value: ip, configurable: true, enumerable: true });
    next();
  };
}
