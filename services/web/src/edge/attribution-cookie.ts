import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_DAYS,
  attributionFromRequest,
  hasCampaignData,
  parseAttributionCookie,
  serializeAttribution,
} from '@firm/shared/attribution/attribution';
import { cookieValue } from './cookie-value';

/**
 * The `Set-Cookie` value that records a page view's first touch, or undefined when the visitor's cookie
 * stays (see {@link attributionCookieFor}).
 * @param url - the request's original URL (path and query)
 */
export type TAttributionCookie = (url: string, headers: IncomingHttpHeaders) => string | undefined;

const MAX_AGE_MS = ATTRIBUTION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/**
 * Decides the first-touch attribution cookie of a page view: written when the visitor has none, or when
 * the one they have records a direct visit and this view carries campaign data (an ad click after a
 * direct visit is the touch worth keeping). leads-api reads it to append the campaign source to
 * `seccion`. It reads the request's headers only, so the page cache's hits (answered before Express)
 * and {@link attributionCookie} share it; the cookie is written as Express's `res.cookie` wrote it
 * (`Max-Age`, `Path=/`, `Expires`, `HttpOnly`, `Secure` on https, `SameSite=Lax`).
 * @param publicOrigin - the site's public origin (the host that counts as "same site" for referrers)
 * @param now - the clock @defaultValue Date.now
 */
export function attributionCookieFor(
  publicOrigin: string,
  now: () => number = Date.now,
): TAttributionCookie {
  const flags = `; HttpOnly${publicOrigin.startsWith('https://') ? '; Secure' : ''}; SameSite=Lax`;
  return (url, headers) => {
    const existing = parseAttributionCookie(cookieValue(headers.cookie, ATTRIBUTION_COOKIE));
    const at = now();
    const current = attributionFromRequest({
      url: new URL(url, publicOrigin),
      // as Express's req.get('referer') reads it
      referrer: (headers.referrer || headers.referer) as string | undefined,
      now: new Date(at),
    });
    if (existing && (hasCampaignData(existing) || !hasCampaignData(current))) return undefined;
    const expires = new Date(at + MAX_AGE_MS).toUTCString();
    return `${ATTRIBUTION_COOKIE}=${serializeAttribution(current)}; Max-Age=${MAX_AGE_MS / 1000}; Path=/; Expires=${expires}${flags}`;
  };
}

/**
 * Writes the first-touch attribution cookie on a page view that Express serves ({@link attributionCookieFor}).
 * @param publicOrigin - the site's public origin (the host that counts as "same site" for referrers)
 */
export function attributionCookie(publicOrigin: string): RequestHandler {
  const cookieFor = attributionCookieFor(publicOrigin);
  return (req, res, next) => {
    const cookie = cookieFor(req.originalUrl, req.headers);
    if (cookie !== undefined) res.append('Set-Cookie', cookie);
    next();
  };
}
