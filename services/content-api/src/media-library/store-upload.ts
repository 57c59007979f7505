import { createHash, randomUUID } from 'node:crypto';
import type { TLocale } from '@firm/shared/i18n/locale';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool, type PoolClient } from '@firm/shared/server/db';
import { STUDIO_MEDIA_TYPES } from '@firm/shared/studio/studio-media';
import { studioMessage } from '@firm/shared/studio/studio-messages';
import { insertMediaRows } from '../content/import.repository';
import { fingerprintedName, sha256Hex } from '../media/fingerprint';
import { CHUNK_BYTES } from '../media/media-body';
import { buildMediaRows } from '../media/prepare-media';
import {
  finishChunkedOriginal,
  insertChunk,
  insertChunkedOriginal,
  markUploaded,
  namesLike,
} from './media-library.repository';
import type { TDetectedUpload } from './media-upload';

/**
 * The library name of an upload: the browser's file name in lowercase words joined by hyphens
 * (accents dropped), the extension of the type its bytes are, and `-2`, `-3`… when taken.
 */
export async function libraryName(db: Pool | PoolClient, upload: TDetectedUpload): Promise<string> {
  const ext = STUDIO_MEDIA_TYPES[upload.type].ext;
  const stem =
    upload.filename
      .replace(/\.[^.]*$/, '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'archivo';
  const taken = await namesLike(db, stem);
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? `${stem}.${ext}` : `${stem}-${n}.${ext}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * Keeps an image: read whole (at most 15 MB), checked and measured by sharp, stored with the AVIF and
 * WebP renditions the site serves (as the import stores its images). An image sharp cannot read → 400.
 * @returns its public (fingerprinted) name
 */
export async function storeImage(
  pool: Pool,
  upload: TDetectedUpload,
  name: string,
  uploader: string,
  locale: TLocale,
): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of upload.chunks) parts.push(chunk);
  const bytes = Buffer.concat(parts);
  const sha256 = sha256Hex(bytes);
  const file = fingerprintedName(name, sha256);
  const source = { sourceName: name, file, sha256, contentType: upload.type, bytes };
  const rows = await buildMediaRows(source, null).catch(() => {
    throw new AppError('bad_request', studioMessage(locale, 'mediaBroken'));
  });
  await withTransaction(pool, async (client) => {
    await insertMediaRows(client, rows);
    await markUploaded(client, file, uploader);
  });
  return file;
}

/**
 * Keeps a video as it arrives, a chunk (1 MB) at a time, in one transaction (a refused or broken upload leaves
 * nothing): its chunks under a provisional name, renamed after its content's hash at the end.
 * @returns its public (fingerprinted) name
 */
export async function storeVideo(
  pool: Pool,
  upload: TDetectedUpload,
  name: string,
  uploader: string,
): Promise<string> {
  return withTransaction(pool, async (client) => {
    const provisional = `upload-${randomUUID()}`;
    await insertChunkedOriginal(client, {
      file: provisional,
      content_type: upload.type,
      uploaded_by: uploader,
    });
    const hash = createHash('sha256');
    let parts: Buffer[] = [];
    let buffered = 0;
    let total = 0;
    let seq = 0;
    for await (const chunk of upload.chunks) {
      hash.update(chunk);
      total += chunk.length;
      parts.push(chunk);
      buffered += chunk.length;
      if (buffered < CHUNK_BYTES) continue;
      let whole = Buffer.concat(parts);
      while (whole.length >= CHUNK_BYTES) {
        await insertChunk(client, provisional, seq++, whole.subarray(0, CHUNK_BYTES));
        whole = whole.subarray(CHUNK_BYTES);
      }
      parts = whole.length > 0 ? [whole] : [];
      buffered = whole.length;
    }
    if (buffered > 0) await insertChunk(client, provisional, seq, Buffer.concat(parts));
    const sha256 = hash.digest('hex');
    const file = fingerprintedName(name, sha256);
    await finishChunkedOriginal(client, provisional, {
      file,
      source_name: name,
      byte_size: total,
      sha256,
    });
    return file;
  });
}
