import type { Pool } from '@firm/shared/server/db';
import { MediaService } from '../media/media.service';
import { JsonCache } from './json-cache';

/** The in-process caches of one instance; all dropped together when content changes. */
export type TContentCaches = {
  /** Answers of the content endpoints. */
  json: JsonCache;
  /** Search answers, apart so a flood of distinct queries cannot evict the pages' answers. */
  search: JsonCache;
  /** Media files and catalogue. */
  media: MediaService;
};

/** Sizes of the caches. */
export type TContentCacheOptions = {
  /** @defaultValue 64 MB */
  mediaCacheBytes?: number;
  /** Search answers kept; 0 keeps none. @defaultValue 500 */
  searchEntries?: number;
};

/** Creates the caches of an instance. */
export function createContentCaches(
  pool: Pool,
  options: TContentCacheOptions = {},
): TContentCaches {
  return {
    json: new JsonCache(),
    search: new JsonCache({ maxEntries: options.searchEntries ?? 500, maxBytes: 4 * 1024 * 1024 }),
    media: new MediaService(pool, options.mediaCacheBytes ?? 64 * 1024 * 1024),
  };
}

/** Drops every cached answer and file (called after an import). */
export function clearContentCaches(caches: TContentCaches): void {
  caches.json.clear();
  caches.search.clear();
  caches.media.clear();
}
