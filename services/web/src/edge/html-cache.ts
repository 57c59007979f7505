import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { CONTENT_VERSION_PATH } from '@firm/shared/routes/content-paths';
import { isStaffPath } from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import { watchVersion } from '@firm/shared/server/version-watch';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * One rendered page as the cache keeps it: the HTML and its compressed copies, made once, and its
 * route label for the HTTP histogram (page-route-label.ts), so a hit is labelled as its render was.
 */
export type TCachedPage = {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  route: string;
};

/** A rendered page to keep: its HTML and its route label. */
export type TRenderedPage = { html: string; route: string };

/** Options of {@link createHtmlCache}. */
export type THtmlCacheOptions = {
  /** How long a page is served from the cache; 0 turns the cache off. */
  ttlMs: number;
  /** The most pages kept (least recently used dropped first), so odd query strings cannot fill memory. */
  maxEntries: number;
  /** The most bytes kept, the three copies of every page counted. @defaultValue 64 MiB */
  maxBytes?: number;
  /** The clock of the time limit (tests). @defaultValue performance.now */
  now?: () => number;
};

/** What decides whether a request's page may come from the cache or go into it. */
export type TPageRequest = {
  method: string | undefined;
  /** The original request target (Express's `req.originalUrl`). */
  url: string;
  /** Whether the page answers a form post (`res.locals.formPost`). */
  formPost: boolean;
};

/** The edge's page cache (see {@link createHtmlCache}). */
export type THtmlCache = {
  /** The request's key when its page may come from the cache or go into it; null otherwise. */
  keyOf(request: TPageRequest): string | null;
  get(key: string): TCachedPage | undefined;
  /**
   * Compresses and keeps a rendered page — unless the cache was cleared since `generation` (read
   * before the page's content was fetched): a page rendered with content older than the last change
   * is sent, never kept.
   */
  store(key: string, rendered: TRenderedPage, generation?: number): Promise<TCachedPage>;
  /** Drops every page (content was imported or published). */
  clear(): void;
  /** How many times the cache was cleared (read it before fetching a page's content). */
  readonly generation: number;
  /**
   * Whether rendered pages go into the cache: off while content-api does not answer, so a page rendered
   * with its fallbacks (an empty list, the local site configuration) is not kept once the content is back.
   */
  storing: boolean;
  readonly size: number;
};

/** The header that says whether a page came from the cache (`hit`) or was rendered (`miss`). */
export const CACHE_STATUS_HEADER = 'x-cache';

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Rendered public pages kept in memory per URL (path and query; the language is part of the path) for a
 * short time, in an `lru-cache` bounded by pages and by bytes. A page is the same for every anonymous
 * visitor — no anti-forgery token, no nonce, no personal data in its HTML — so one render serves everyone
 * until the time runs out or the content changes. Only GET/HEAD of public pages are keyed (by a plain
 * `/path?query` target): staff pages, form posts answered with the page, and anything but a 200 are
 * always rendered.
 */
export function createHtmlCache(options: THtmlCacheOptions): THtmlCache {
  const pages = new LRUCache<string, TCachedPage>({
    max: options.maxEntries,
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (page) => page.identity.length + page.gzip.length + page.br.length,
    ...(options.ttlMs > 0 ? { ttl: options.ttlMs } : {}),
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  let generation = 0;
  return {
    storing: true,
    keyOf({ method, url, formPost }) {
      if (options.ttlMs <= 0 || formPost) return null;
      if (method !== 'GET' && method !== 'HEAD') return null;
      const path = plainPathOf(url);
      return path === null || isStaffPath(path) ? null : url;
    },
    get: (key) => pages.get(key),
    async store(key, { html, route }, since) {
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
      const page: TCachedPage = { identity, gzip: gz, br, etag, route };
      if (since === undefined || since === generation) pages.set(key, page);
      return page;
    },
    clear: () => {
      generation += 1;
      pages.clear();
    },
    get generation() {
      return generation;
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
