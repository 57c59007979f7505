import type { TMediaInfo } from '@firm/shared/content/media-info';
import type { Pool } from '@firm/shared/server/db';

/** A stored media file with its bytes. */
export type TStoredMedia = {
  file: string;
  variant_of: string | null;
  content_type: string;
  byte_size: number;
  sha256: string;
  /** Empty for a chunked file (a video uploaded in the studio): its bytes are read chunk by chunk. */
  bytes: Buffer;
  chunked: boolean;
};

/** A row of the media catalogue (no bytes): an original's or a variant's info and what it is a variant of. */
export type TMediaCatalogRow = Pick<TMediaInfo, 'file' | 'content_type' | 'width' | 'height'> & {
  variant_of: string | null;
};

const FILE_COLUMNS = 'file, variant_of, content_type, byte_size, sha256, bytes, chunked';

/** One media file by its public (fingerprinted) name. */
export async function findMediaFile(pool: Pool, file: string): Promise<TStoredMedia | undefined> {
  const { rows } = await pool.query<TStoredMedia>(
    `SELECT ${FILE_COLUMNS} FROM content_media WHERE file = $1`,
    [file],
  );
  return rows[0];
}

/** The current original of a source name (`vawa.jpg`), for hand-written links. */
export async function findMediaBySourceName(
  pool: Pool,
  sourceName: string,
): Promise<TStoredMedia | undefined> {
  const { rows } = await pool.query<TStoredMedia>(
    `SELECT ${FILE_COLUMNS} FROM content_media WHERE source_name = $1 AND variant_of IS NULL`,
    [sourceName],
  );
  return rows[0];
}

/** Catalogue rows of the given originals and their variants; every original when `files` is undefined. */
export async function mediaCatalogRows(pool: Pool, files?: string[]): Promise<TMediaCatalogRow[]> {
  const { rows } = await pool.query<TMediaCatalogRow>(
    `SELECT file, variant_of, content_type, width, height FROM content_media
     WHERE $1::text[] IS NULL OR file = ANY($1::text[]) OR variant_of = ANY($1::text[])
     ORDER BY coalesce(variant_of, file), width NULLS FIRST, content_type`,
    [files ?? null],
  );
  return rows;
}
