import type { Pool } from '@firm/shared/server/db';
import { LruCache } from '../http/lru-cache';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import { groupMediaInfo } from './media-info';
import { isFingerprinted, isSafeMediaName } from './media-name';
import {
  findMediaBySourceName,
  findMediaFile,
  mediaCatalogRows,
  type TStoredMedia,
} from './media.repository';

/** A media file to send; `immutable` when asked for by its fingerprinted name. */
export type TMediaHit = { media: TStoredMedia; immutable: boolean };

/**
 * Media files and their catalogue. File bytes are kept in an in-process LRU bounded in bytes,
 * so hot images and videos are served without touching the database.
 */
export class MediaService {
  private readonly files: LruCache<TMediaHit>;

  constructor(
    private readonly pool: Pool,
    cacheBytes: number,
  ) {
    this.files = new LruCache<TMediaHit>({
      maxEntries: 10_000,
      maxWeight: cacheBytes,
      // a chunked video keeps no bytes here
      weigh: (hit) => hit.media.bytes.length + 256,
    });
  }

  /** The file asked for by `name` (fingerprinted, or a source name for hand-written links); undefined when unknown or unsafe. */
  async file(name: string): Promise<TMediaHit | undefined> {
    if (!isSafeMediaName(name)) return undefined;
    const cached = this.files.get(name);
    if (cached) return cached;
    const fingerprinted = isFingerprinted(name);
    const media =
      (await findMediaFile(this.pool, name)) ??
      (fingerprinted ? undefined : await findMediaBySourceName(this.pool, name));
    if (!media) return undefined;
    const hit = { media, immutable: media.file === name };
    this.files.set(name, hit);
    return hit;
  }

  /** Info objects (with variants) of the given originals, by file name. */
  async infoOf(files: string[]): Promise<Map<string, TMediaInfo>> {
    if (files.length === 0) return new Map();
    return groupMediaInfo(await mediaCatalogRows(this.pool, files));
  }

  /** The whole catalogue: every original with its variants. */
  async catalog(): Promise<TMediaInfo[]> {
    return Array.from(groupMediaInfo(await mediaCatalogRows(this.pool)).values());
  }

  /** Drops cached bytes (content changed). */
  clear(): void {
    this.files.clear();
  }
}
