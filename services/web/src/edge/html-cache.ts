import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { CONTENT_VERSION_PATH } from '@firm/shared/routes/content-paths';
import { isStaffPath } from '@firm/shared/routes/staff-paths';
import { requestIdOf } from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import { watchVersion } from '@firm/shared/server/version-watch';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** One rendered page as the cache keeps it: the HTML and its compressed copies, made once. */
export type TCachedPage = {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  storedAt: number;
};

/** Options of {@link createHtmlCache}. */
export type THtmlCacheOptions = {
  /** How long a page is served from the cache; 0 turns the cache off. */
  ttlMs: number;
  /** The most pages kept (least recently used dropped first), so odd query strings cannot fill memory. */
  maxEntries: number;
  now?: () => number;
};

/** The edge's page cache (see {@link createHtmlCache}). */
export type THtmlCache = {
  /** The request's key when its page may come from the cache or go into it; null otherwise. */
  keyOf(req: Request, res: Response): string | null;
  get(key: string): TCachedPage | undefined;
  /** Compresses and keeps a rendered page. */
  store(key: string, html: string): Promise<TCachedPage>;
  /** Drops every page (content was imported). */
  clear(): void;
  /**
   * Whether rendered pages go into the cache: off while content-api does not answer, so a page rendered
   * with its fallbacks (an empty list, the local site configuration) is not kept once the content is back.
   */
  storing: boolean;
  readonly size: number;
};

/** The header that says whether a page came from the cache (`hit`) or was rendered (`miss`). */
export const CACHE_STATUS_HEADER = 'x-cache';

/**
 * Rendered public pages kept in memory per URL (path and query; the language is part of the path) for a
 * short time. A page is the same for every anonymous visitor — no anti-forgery token, no nonce, no
 * personal data in its HTML — so one render serves everyone until the time runs out or the content
 * changes. Only GET/HEAD of public pages are keyed: staff pages, form posts answered with the page, and
 * anything but a 200 are always rendered.
 */
export function createHtmlCache(options: THtmlCacheOptions): THtmlCache {
  const now = options.now ?? Date.now;
  const pages = new Map<string, TCachedPage>();
  return {
    storing: true,
    keyOf(req, res) {
      if (options.ttlMs <= 0) return null;
      if (req.method !== 'GET' && req.method !== 'HEAD') return null;
      if (isStaffPath(req.path) || res.locals.formPost !== undefined) return null;
      return req.originalUrl;
    },
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= options.ttlMs) {
        pages.delete(key);
        return undefined;
      }
      // most recently used last
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    async store(key, html) {
      const identity = Buffer.from(html);
      const [gz, br] = await Promise.all([
        gzipAsync(identity, { level: 9 }),
        brotliAsync(identity, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      ]);
      const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
      const page: TCachedPage = { identity, gzip: gz, br, etag, storedAt: now() };
      pages.delete(key);
      pages.set(key, page);
      while (pages.size > options.maxEntries) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
      return page;
    },
    clear() {
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

function acceptedEncoding(req: Request): 'br' | 'gzip' | 'identity' {
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

/**
 * Answers with a page (cached or just rendered): `304` when the browser's copy is current (`ETag`),
 * headers alone for `HEAD`, else the copy in the best encoding the browser accepts. Browsers keep the page
 * but ask again every time (`no-cache`), so a change shows on the next visit.
 */
export function sendPage(req: Request, res: Response, page: TCachedPage, status: 'hit' | 'miss') {
  res.setHeader(CACHE_STATUS_HEADER, status);
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('etag', page.etag);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  const validators = req.get('if-none-match');
  if (validators && validators.split(',').some((value) => value.trim() === page.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = acceptedEncoding(req);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', String(body.length));
  res.status(200);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Serves a page from the cache before anything else of the edge runs (its first middleware): a hit gets
 * its request id, the security headers made once at start (`headers`, see `pageSecurityHeaders`) and
 * `beforeHit` (the attribution cookie, which depends on the visitor's request), and no access log line.
 * A miss goes on through the whole edge. Running helmet, the request logger and the rest for every hit
 * cost more CPU than sending the page (bench:pages, BENCHMARKS.md).
 */
export function htmlCacheHits(
  cache: THtmlCache,
  options: { headers: ReadonlyArray<readonly [string, string]>; beforeHit: RequestHandler },
): RequestHandler {
  return (req, res, next) => {
    const key = cache.keyOf(req, res);
    const page = key === null ? undefined : cache.get(key);
    if (!page) {
      next();
      return;
    }
    res.setHeader('X-Request-Id', requestIdOf(req));
    for (const [name, value] of options.headers) res.setHeader(name, value);
    options.beforeHit(req, res, (error?: unknown) => {
      if (error) next(error);
      else sendPage(req, res, page, 'hit');
    });
  };
}

/**
 * Polls the content service's version and calls `onChange` when an import changed it, so cached pages
 * never outlive the content they show by more than one interval. While content-api does not answer the
 * cached pages stay (their time limit still applies) and `onReachable(false)` says so. Returns a function that stops the polling.
 */
export function watchContentVersion(options: {
  contentApiUrl: string;
  intervalMs: number;
  onChange: (version: number) => void;
  /** Told after every poll whether content-api answered. */
  onReachable?: (reachable: boolean) => void;
  logger: Logger;
}): () => void {
  return watchVersion({
    read: async () => {
      const response = await fetch(`${options.contentApiUrl}${CONTENT_VERSION_PATH}`, {
        signal: AbortSignal.timeout(options.intervalMs),
      });
      const body = (await response.json()) as { version?: unknown };
      if (typeof body.version !== 'number')
        throw new Error(`content version answered ${response.status}`);
      return body.version;
    },
    intervalMs: options.intervalMs,
    onChange: options.onChange,
    onReachable: options.onReachable,
    onError: (error) =>
      options.logger.debug({ reason: (error as Error).message }, 'content version unavailable'),
  });
}
