import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { CONTENT_VERSION_PATH } from '@firm/shared/routes/content-paths';
import { isStaffPath } from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import { watchVersion } from '@firm/shared/server/version-watch';
import { pageEncoding, type TPageEncoding } from './accept-encoding';
import { matchesEtag } from './etag-match';

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

/** What decides whether a request's page may come from the cache or go into it. */
export type TPageRequest = {
  method: string | undefined;
  /** The original request target (Express's `req.originalUrl`, Node's `req.url` before Express). */
  url: string;
  /** Whether the page answers a form post (`res.locals.formPost`). */
  formPost: boolean;
};

/** The edge's page cache (see {@link createHtmlCache}). */
export type THtmlCache = {
  /** The request's key when its page may come from the cache or go into it; null otherwise. */
  keyOf(request: TPageRequest): string | null;
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
 * changes. Only GET/HEAD of public pages are keyed (by a plain `/path?query` target): staff pages, form
 * posts answered with the page, and anything but a 200 are always rendered.
 */
export function createHtmlCache(options: THtmlCacheOptions): THtmlCache {
  const now = options.now ?? Date.now;
  const pages = new Map<string, TCachedPage>();
  return {
    storing: true,
    keyOf({ method, url, formPost }) {
      if (options.ttlMs <= 0 || formPost) return null;
      if (method !== 'GET' && method !== 'HEAD') return null;
      const path = plainPathOf(url);
      return path === null || isStaffPath(path) ? null : url;
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

// What parseurl (Express's req.path) treats as a plain origin-form target: a URL with one of these
// characters is parsed another way (url.parse trims some), so its path could differ from ours.
const NOT_PLAIN = /[\t\n\f\r #\u00a0\ufeff]/;

/**
 * The path of a request target when it is a plain `/path?query` (what Express's `req.path` is for it);
 * null otherwise (an absolute-form target, a fragment, whitespace): such a request is never cached.
 */
function plainPathOf(url: string): string | null {
  if (url.charCodeAt(0) !== 0x2f || NOT_PLAIN.test(url)) return null;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The headers of a page's answer, in order: `x-cache`, `cache-control`, `vary`, `etag`, `content-type`,
 * then for a full answer (`encoding` given) its `content-encoding` and `content-length`. Browsers keep the
 * page but ask again every time (`no-cache`), so a change shows on the next visit.
 * @param encoding - the copy sent; null for a `304`
 */
export function pageHeaders(
  page: TCachedPage,
  status: 'hit' | 'miss',
  encoding: TPageEncoding | null,
): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    [CACHE_STATUS_HEADER, status],
    ['cache-control', 'no-cache'],
    ['vary', 'accept-encoding'],
    ['etag', page.etag],
    ['content-type', 'text/html; charset=utf-8'],
  ];
  if (encoding === null) return headers;
  if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
  headers.push(['content-length', String(page[encoding].length)]);
  return headers;
}

/**
 * Answers with a page just rendered (a miss; the hits are answered by `pageCacheHits` before Express, with
 * the same choices): `304` when the browser's copy is current (`If-None-Match`), headers alone for `HEAD`,
 * else the copy in the best encoding the browser accepts.
 */
export function sendPage(req: Request, res: Response, page: TCachedPage, status: 'hit' | 'miss') {
  const notModified = matchesEtag(req.headers['if-none-match'], page.etag);
  const encoding = pageEncoding(req.headers['accept-encoding']);
  for (const [name, value] of pageHeaders(page, status, notModified ? null : encoding))
    res.setHeader(name, value);
  res.status(notModified ? 304 : 200);
  if (notModified || req.method === 'HEAD') res.end();
  else res.end(page[encoding]);
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
