import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdOf } from '@firm/shared/server/http';
import { pageEncoding, type TPageEncoding } from './accept-encoding';
import type { TAttributionCookie } from './attribution-cookie';
import { matchesEtag } from './etag-match';
import { pageHeaders, type TCachedPage, type THtmlCache } from './html-cache';

/** Answers a request from the page cache and returns true, or returns false and answers nothing. */
export type TPageCacheHits = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A cached page's header blocks (name, value, name, value…), made on its first hit. */
type THeaderBlocks = Record<TPageEncoding | 'notModified', string[]>;

/**
 * Answers the page cache's hits before Express (the HTTP server calls it first; a false return goes on to
 * the Express app, which renders a miss). A hit gets the page's header block made once per cached page and
 * encoding — the security headers helmet sets on pages (captured once at start: `pageSecurityHeaders`), the
 * page headers of `pageHeaders` — written in one `writeHead` with its request id and, on a first visit, the
 * attribution cookie; `304` for a current `If-None-Match`, headers alone for `HEAD`; no access log line.
 * Running Express's request setup, helmet, cookie-parser and the request logger for every hit cost more
 * CPU than sending the page (bench:pages, BENCHMARKS.md). Nothing here uses the client's address.
 */
export function pageCacheHits(
  cache: THtmlCache,
  options: {
    securityHeaders: ReadonlyArray<readonly [string, string]>;
    attribution: TAttributionCookie;
  },
): TPageCacheHits {
  const security = options.securityHeaders.flat();
  const blocks = new WeakMap<TCachedPage, THeaderBlocks>();
  const blocksOf = (page: TCachedPage): THeaderBlocks => {
    let made = blocks.get(page);
    if (!made) {
      const block = (encoding: TPageEncoding | null) =>
        security.concat(pageHeaders(page, 'hit', encoding).flat());
      made = {
        br: block('br'),
        gzip: block('gzip'),
        identity: block('identity'),
        notModified: block(null),
      };
      blocks.set(page, made);
    }
    return made;
  };
  return (req, res) => {
    const url = req.url ?? '';
    const key = cache.keyOf({ method: req.method, url, formPost: false });
    const page = key === null ? undefined : cache.get(key);
    if (!page) return false;
    let cookie: string | undefined;
    try {
      cookie = options.attribution(url, req.headers);
    } catch {
      // a target the attribution cannot read: Express answers it as it would (its error handler)
      return false;
    }
    const fields = ['X-Request-Id', requestIdOf(req)];
    if (cookie !== undefined) fields.push('Set-Cookie', cookie);
    if (matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, fields.concat(blocksOf(page).notModified));
      res.end();
      return true;
    }
    const encoding = pageEncoding(req.headers['accept-encoding']);
    res.writeHead(200, fields.concat(blocksOf(page)[encoding]));
    if (req.method === 'HEAD') res.end();
    else res.end(page[encoding]);
    return true;
  };
}
