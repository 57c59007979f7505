import type { Request } from 'express';

/**
 * Whether a form post comes from one of the site's own pages — the anti-forgery check of the no-JavaScript
 * path, whose pages carry no token (they are the same for every visitor and cached). Browsers say where a
 * post comes from: `Sec-Fetch-Site` (every current browser), else `Origin`, else `Referer`. Another site's
 * page cannot make a visitor's browser claim this origin; a post that says nothing is refused.
 * @param publicOrigin - the site's public origin; the origin the request itself was addressed to also counts
 */
export function isOwnPagePost(req: Request, publicOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const own = new Set([publicOrigin, `${req.protocol}://${req.get('host') ?? ''}`]);
  const origin = req.get('origin');
  if (origin) return own.has(origin);
  const referer = req.get('referer');
  if (!referer) return false;
  try {
    return own.has(new URL(referer).origin);
  } catch {
    return false;
  }
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
