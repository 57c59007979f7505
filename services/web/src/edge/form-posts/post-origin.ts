import type { Request } from 'express';
import { isOwnUrl, requestSite, type TIsOwnOrigin } from '@firm/shared/server/request-site';

/** The origin of a URL, or null when it is not one. */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

// The site's own origins for a request: the public origin and the one the request was addressed to.
function ownOrigins(req: Request, publicOrigin: string): TIsOwnOrigin {
  const own = new Set([
    originOf(publicOrigin),
    originOf(`${req.protocol}://${req.get('host') ?? ''}`),
  ]);
  return (url) => own.has(url.origin);
}

/**
 * Whether a form post comes from one of the site's own pages — the anti-forgery check of the no-JavaScript
 * path, whose pages carry no token (they are the same for every visitor and cached). Browsers say where a
 * post comes from: `Sec-Fetch-Site` (every current browser), else `Origin`, else `Referer` (the shared
 * rule of {@link requestSite}, with the Referer when it says nothing). Another site's page cannot make a
 * visitor's browser claim this origin; a post that says nothing is refused.
 * @param publicOrigin - the site's public origin; the origin the request itself was addressed to also counts
 */
export function isOwnPagePost(req: Request, publicOrigin: string): boolean {
  const own = ownOrigins(req, publicOrigin);
  const site = requestSite(req, own);
  if (site !== 'unknown') return site === 'own';
  const referer = req.get('referer');
  return referer ? isOwnUrl(referer, own) : false;
}

/** The `Cookie` header of a request with the cookies of some `Set-Cookie` answers put in (or replaced). */
export function withSetCookies(cookieHeader: string | undefined, setCookies: string[]): string {
  const pairs = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) pairs.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const line of setCookies) {
    const first = line.split(';', 1)[0] ?? '';
    const at = first.indexOf('=');
    if (at > 0) pairs.set(first.slice(0, at).trim(), first.slice(at + 1).trim());
  }
  return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
}
