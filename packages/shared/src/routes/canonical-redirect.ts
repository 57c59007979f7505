/**
 * Permanent (301) redirects to canonical page paths, applied by the web edge before routing.
 */
import { getHref } from './route-map';

/** Short Spanish aliases of the humanitarian visa pages (SPEC §2), each redirecting to the long path. */
export const ALIASES: Readonly<Record<string, string>> = {
  '/visa-vawa': getHref('vawaVisa', 'es'),
  '/visa-t': getHref('tVisa', 'es'),
  '/visa-u': getHref('uVisa', 'es'),
};

// Spanish pages have no prefix; '/es' is what visitors (and the spec's fallback) type.
const SPANISH_PREFIX = '/es';
const SPANISH_HOME = getHref('home', 'es');

/**
 * The canonical path a request path must be redirected to (301), or null when it is canonical already.
 * Repeated slashes collapse, a trailing slash is stripped ('/contacto/' → '/contacto'), '/es' and '/es/...'
 * lose their prefix (Spanish pages have none), and aliases map to their long paths. The caller re-appends
 * the query string. The result always starts with exactly one '/', so it can never leave the site.
 * @param pathname - the request path, without query string
 */
export function canonicalRedirect(pathname: string): string | null {
  let path = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || SPANISH_HOME;
  if (path === SPANISH_PREFIX) path = SPANISH_HOME;
  else if (path.startsWith(`${SPANISH_PREFIX}/`)) path = path.slice(SPANISH_PREFIX.length);
  path = ALIASES[path] ?? path;
  return path === pathname ? null : path;
}
