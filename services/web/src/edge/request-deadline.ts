import type { Request, RequestHandler } from 'express';

const timers = new WeakMap<Request, NodeJS.Timeout>();

function arm(req: Request, ms: number): void {
  clearTimeout(timers.get(req));
  const timer = setTimeout(() => {
    if (req.complete) return;
    // as Node's own request timeout does: a 408 when nothing was answered yet, and the connection closed
    if (req.socket.destroyed) return;
    if (req.res?.headersSent) req.socket.destroy();
    else req.socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
  }, ms);
  timer.unref();
  timers.set(req, timer);
}

/**
 * The time a request has to arrive whole, body included, from the moment its headers were read (the
 * server's `headersTimeout` guards the headers). Why not Node's `requestTimeout`: it is one figure for
 * the whole server, and a studio upload of a 200 MB video over a phone's or a small office's uplink
 * takes minutes, while a lead form's 256 KB must not hold a connection that long. A request that is
 * late gets a 408 and its connection is closed.
 * @param ms - the deadline of every request (see {@link extendRequestDeadline})
 */
export function requestDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    if (!req.complete) {
      arm(req, ms);
      const clear = () => clearTimeout(timers.get(req));
      req.once('end', clear);
      res.once('close', clear);
    }
    next();
  };
}

/** Gives a request that is still arriving `ms` from now (a signed-in member's studio upload). */
export function extendRequestDeadline(req: Request, ms: number): void {
  if (timers.has(req) && !req.complete) arm(req, ms);
}
