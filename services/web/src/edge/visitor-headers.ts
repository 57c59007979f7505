import type { Request } from 'express';

/**
 * The headers of a request the edge makes to leads-api on a visitor's behalf: their cookies, their
 * address as the edge determined it, the original protocol and host, their browser, the request id.
 */
export function visitorHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: req.get('cookie') ?? '',
    'x-forwarded-for': req.ip ?? '',
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.get('host') ?? '',
    'user-agent': req.get('user-agent') ?? '',
  };
  const requestId = req.res?.locals.requestId as string | undefined;
  if (requestId) headers['x-request-id'] = requestId;
  return headers;
}
