/**
 * Where a browser says a request comes from — the one rule the edge and leads-api apply to posts
 * (anti-forgery, next to the token): `Sec-Fetch-Site` when the browser sends it (every current one),
 * else `Origin`.
 */

/** A request's own word on where it comes from: the site itself, another site, or nothing usable. */
export type TRequestSite = 'own' | 'foreign' | 'unknown';

/** Whether an origin (scheme, host and port) is the site's own. */
export type TIsOwnOrigin = (origin: URL) => boolean;

/** The request headers the rule reads (an Express request has them). */
export type TSiteHeaders = { get: (name: string) => string | undefined };

/**
 * Whether a URL or origin header value is parsable and its origin the site's own; anything malformed
 * is not.
 * @param value - an `Origin` or `Referer` value
 * @param isOwn - the site's own origins
 */
export function isOwnUrl(value: string, isOwn: TIsOwnOrigin): boolean {
  try {
    return isOwn(new URL(value));
  } catch {
    return false;
  }
}

/**
 * Where a request comes from by what the browser says: `Sec-Fetch-Site: same-origin` is the site
 * itself and any other value (`same-site` is a sibling host, which may plant cookies) another site;
 * without it, an `Origin` is the site's or another's (a malformed one is another's); `Origin: null`
 * (a sandboxed frame, a privacy redirect) or no header at all say nothing.
 * @param req - the request
 * @param isOwn - the site's own origins
 */
export function requestSite(req: TSiteHeaders, isOwn: TIsOwnOrigin): TRequestSite {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' ? 'own' : 'foreign';
  const origin = req.get('origin');
  if (!origin || origin === 'null') return 'unknown';
  return isOwnUrl(origin, isOwn) ? 'own' : 'foreign';
}
