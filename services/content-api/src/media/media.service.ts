import type { Pool } from '@firm/shared/server/db';
import { LRUCache } from 'lru-cache';
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
 * Media files and their catalogue. File bytes are kept in an in-process `lru-cache` bounded in bytes,
 * so hot images and videos are served without touching the database; concurrent misses of one file
 * share one query.
 */
export class MediaService {
  private readonly files: LRUCache<string, TMediaHit>;

  constructor(
    private readonly pool: Pool,
    cacheBytes: number,
  ) {
    this.files = new LRUCache<string, TMediaHit>({
      max: 10_000,
      maxSize: cacheBytes,
      // a chunked video keeps no bytes here
      sizeCalculation: (hit) => hit.media.bytes.length + 256,
      fetchMethod: (name) => this.load(name),
      // content changed while loading: answer with what was read, keep nothing
      ignoreFetchAbort: true,
    });
  }

  /** The file asked for by `name` (fingerprinted, or a source name for hand-written links); undefined when unknown or unsafe. */
  async file(name: string): Promise<TMediaHit | undefined> {
    return isSafeMediaName(name) ? this.files.fetch(name) : undefined;
  }

  private async load(name: string): Promise<TMediaHit | undefined> {
    const media =
      (await findMediaFile(this.pool, name)) ??
      (isFingerprinted(name) ? undefined : await findMediaBySourceName(this.pool, name));
    return media ? { media, immutable: media.file === name } : undefined;
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
