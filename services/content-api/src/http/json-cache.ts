import { LRUCache } from 'lru-cache';
import { strongEtag } from './etag';

/** A serialized JSON answer ready to send. */
export type TCachedJson = { body: Buffer; etag: string };

/** Options of {@link JsonCache}. */
export type TJsonCacheOptions = {
  /** Most answers kept; 0 keeps none (every request loads). @defaultValue 2000 */
  maxEntries?: number;
  /** Most bytes kept. @defaultValue 32 MB */
  maxBytes?: number;
  /** An answer is rebuilt after this long even without an import (relative dates age). @defaultValue 10 minutes */
  ttlMs?: number;
  /** Clock of the time limit, for tests. @defaultValue performance.now */
  now?: () => number;
};

type TLoad = () => Promise<unknown>;

async function serialize(load: TLoad): Promise<TCachedJson> {
  const body = Buffer.from(JSON.stringify(await load()));
  return { body, etag: strongEtag(body) };
}

/**
 * The in-process cache of content answers: serialized once with their ETag, so a hit costs no
 * database query and no JSON.stringify. An `lru-cache` bounded by answers and bytes, whose `fetch`
 * lets concurrent misses of one key share a single load. {@link JsonCache.clear} is called when
 * content is imported.
 */
export class JsonCache {
  private readonly lru: LRUCache<string, TCachedJson, TLoad> | null;

  constructor(options: TJsonCacheOptions = {}) {
    const maxEntries = options.maxEntries ?? 2000;
    this.lru =
      maxEntries === 0
        ? null
        : new LRUCache<string, TCachedJson, TLoad>({
            max: maxEntries,
            maxSize: options.maxBytes ?? 32 * 1024 * 1024,
            sizeCalculation: (entry) => entry.body.length + 64,
            ttl: options.ttlMs ?? 10 * 60_000,
            ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
            fetchMethod: (_key, _stale, { context }) => serialize(context),
            // An import that finished while loading made this answer stale: serve it once, do not keep it.
            ignoreFetchAbort: true,
          });
  }

  /** The cached answer of `key`, or the result of `load` serialized and cached. */
  getOrLoad(key: string, load: TLoad): Promise<TCachedJson> {
    return this.lru ? this.lru.forceFetch(key, { context: load }) : serialize(load);
  }

  /** Drops every answer (content changed). */
  clear(): void {
    this.lru?.clear();
  }

  /** Number of cached answers. */
  get size(): number {
    return this.lru?.size ?? 0;
  }
}
