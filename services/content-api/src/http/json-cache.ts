import { strongEtag } from './etag';
import { LruCache } from './lru-cache';

/** A serialized JSON answer ready to send. */
export type TCachedJson = { body: Buffer; etag: string; expiresAt: number };

/** Options of {@link JsonCache}. */
export type TJsonCacheOptions = {
  /** Most answers kept. @defaultValue 2000 */
  maxEntries?: number;
  /** Most bytes kept. @defaultValue 32 MB */
  maxBytes?: number;
  /** An answer is rebuilt after this long even without an import (relative dates age). @defaultValue 10 minutes */
  ttlMs?: number;
  /** Clock, for tests. */
  now?: () => number;
};

/**
 * The in-process cache of content answers: serialized once with their ETag, so a hit costs no
 * database query and no JSON.stringify. Concurrent misses of one key share a single load.
 * {@link JsonCache.clear} is called when content is imported.
 */
export class JsonCache {
  private readonly lru: LruCache<TCachedJson>;
  private readonly inFlight = new Map<string, Promise<TCachedJson>>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private generation = 0;

  constructor(options: TJsonCacheOptions = {}) {
    this.lru = new LruCache<TCachedJson>({
      maxEntries: options.maxEntries ?? 2000,
      maxWeight: options.maxBytes ?? 32 * 1024 * 1024,
      weigh: (entry) => entry.body.length + 64,
    });
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The cached answer of `key`, or the result of `load` serialized and cached. */
  async getOrLoad(key: string, load: () => Promise<unknown>): Promise<TCachedJson> {
    const hit = this.lru.get(key);
    if (hit && hit.expiresAt > this.now()) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const entry = { body, etag: strongEtag(body), expiresAt: this.now() + this.ttlMs };
        // An import that finished while loading made this answer stale: serve it once, do not keep it.
        if (generation === this.generation) this.lru.set(key, entry);
        return entry;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Drops every answer (content changed). */
  clear(): void {
    this.generation += 1;
    this.lru.clear();
    this.inFlight.clear();
  }

  /** Number of cached answers. */
  get size(): number {
    return this.lru.size;
  }
}
