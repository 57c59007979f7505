import type { Request } from 'express';
import { GPC_HEADER } from '@firm/shared/attribution/attribution';
import { EDGE_SECRET_HEADER } from '@firm/shared/server/edge-secret';

/** The app setting that holds the edge's shared secret (`EDGE_PROXY_SECRET`). */
export const EDGE_SECRET_SETTING = 'edge proxy secret';

/**
 * The headers that tell leads-api who the visitor is: their address as the edge determined it and,
 * when configured, the edge's secret (without which leads-api ignores the forwarded address).
 */
export function forwardedFor(req: Request): Record<string, string> {
  const secret = req.app.get(EDGE_SECRET_SETTING) as string | undefined;
  return {
    'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '',
    ...(secret ? { [EDGE_SECRET_HEADER]: secret } : {}),
  };
}

/**
 * What the visitor's browser said of where the request comes from (`Origin`, `Sec-Fetch-Site`), passed
 * on so that leads-api applies its own anti-forgery rule to the edge's calls as to the browser's own;
 * and its Global Privacy Control signal (`Sec-GPC`), which leads-api honours on the lead.
 */
export function siteHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['origin', 'sec-fetch-site', GPC_HEADER]) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/**
 * The headers of a request the edge makes to leads-api on a visitor's behalf: their cookies, their
 * address as the edge determined it, the original protocol and host, their browser and where it says the request comes from, the request id.
 */
export function visitorHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: req.get('cookie') ?? '',
    ...forwardedFor(req),
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.get('host') ?? '',
    'user-agent': req.get('user-agent') ?? '',
    ...siteHeaders(req),
  };
  const requestId = req.res?.locals.requestId as string | undefined;
  if (requestId) headers['x-request-id'] = requestId;
  return headers;
}
