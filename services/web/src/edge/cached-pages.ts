import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { CACHE_STATUS_HEADER, type TCachedPage, type THtmlCache } from './html-cache';
import { labelRoute } from '@firm/shared/server/http-metrics';
import { counter } from '@firm/shared/server/metrics';

/** The copies of a page the cache keeps, by content coding, best first at equal weight. */
const COPIES = ['br', 'gzip', 'identity'] as const;
type TPageEncoding = (typeof COPIES)[number];

/**
 * The copy of a page for the request's `Accept-Encoding`, as negotiator reads it: the best-weighted, and at
 * equal weight brotli, then gzip (as the compression middleware prefers them), so Chrome's
 * `gzip, deflate, br, zstd` gets the smaller brotli copy. Express's `req.acceptsEncodings` breaks a tie by
 * the order the browser names the codings (gzip for Chrome), hence negotiator's `preferred`. The identity
 * copy when all three are refused.
 */
function copyFor(req: Request): TPageEncoding {
  const [best] = new Negotiator(req).encodings(COPIES, { preferred: COPIES });
  return (best as TPageEncoding | undefined) ?? 'identity';
}

/** The pages answered since the last scrape, by page cache result. */
const answered = { hit: 0, miss: 0 };

/**
 * Pages answered from the page cache (`hit`) and rendered then stored (`miss`). An answer adds one to
 * {@link answered}; each scrape moves the counts into the counter: prom-client's `inc` with a label
 * hashes the label set, the page cache's answer is ~0.15 ms of CPU, and issue 33 bounds the figures'
 * whole cost at 3 % (`npm run bench:metrics`).
 */
counter('page_cache_total', 'Public pages answered, by page cache result', ['result'], function () {
  for (const result of ['hit', 'miss'] as const) {
    if (answered[result] === 0) continue;
    this.inc({ result }, answered[result]);
    answered[result] = 0;
  }
});

/**
 * Answers with a cached or just rendered page: `304` when the browser's copy is current (`req.fresh`:
 * `If-None-Match` by weak comparison, `*`), headers alone for `HEAD`, else the copy in the best encoding the
 * browser accepts. Browsers keep the page but ask again every time (`no-cache`), so a change shows on the
 * next visit. Every one of these answers is timed under the page's route label, kept with the page.
 */
export function sendPage(req: Request, res: Response, page: TCachedPage, status: 'hit' | 'miss') {
  answered[status] += 1;
  labelRoute(res, page.route);
  res.setHeader(CACHE_STATUS_HEADER, status);
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('etag', page.etag);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = copyFor(req);
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', page[encoding].length);
  res.status(200).end(req.method === 'HEAD' ? undefined : page[encoding]);
}

/**
 * Answers a GET/HEAD of a page the cache holds (`x-cache: hit`), after `firstTouch` (the attribution
 * cookie), and hands every other request on. It sits before compression: the cache keeps its own
 * compressed copies.
 */
export function cachedPages(cache: THtmlCache, firstTouch: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const key = cache.keyOf({ method: req.method, url: req.originalUrl, formPost: false });
    const page = key === null ? undefined : cache.get(key);
    if (!page) {
      next();
      return;
    }
    void firstTouch(req, res, (error?: unknown) => {
      if (error) next(error);
      else sendPage(req, res, page, 'hit');
    });
  };
}
