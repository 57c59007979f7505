import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import type { TLocale } from '@firm/shared/i18n/locale';
import { AppError } from '@firm/shared/server/app-error';
import { studioMessage } from '@firm/shared/studio/studio-messages';
import {
  isStudioMediaType,
  STUDIO_MEDIA_LIMITS,
  STUDIO_MEDIA_TYPES,
  type TStudioMediaType,
} from '@firm/shared/studio/studio-media';

/** An upload whose type was found from its first bytes: its bytes follow as they arrive. */
export type TDetectedUpload = {
  /** The name the browser gave (only to name the file; never to decide its type). */
  filename: string;
  type: TStudioMediaType;
  kind: 'image' | 'video';
  /** The most bytes this kind may have. */
  maxBytes: number;
  /** The whole file, read as it arrives (its first bytes included); throws 413 past `maxBytes`. */
  chunks: AsyncIterable<Buffer>;
};

// file-type reads at most this much to recognise a file.
const SNIFF_BYTES = 4100;
const MB = 1024 * 1024;

function tooLarge(locale: TLocale, kind: 'image' | 'video'): AppError {
  const max =
    (kind === 'image' ? STUDIO_MEDIA_LIMITS.imageBytes : STUDIO_MEDIA_LIMITS.videoBytes) / MB;
  const what = studioMessage(locale, kind === 'image' ? 'mediaImages' : 'mediaVideos');
  return new AppError(
    'payload_too_large',
    studioMessage(locale, 'mediaTooLarge', { max, kind: what }),
  );
}

/**
 * Reads the file's first bytes, finds its type from them (file-type: magic numbers, not the name) and
 * hands the rest on as a stream, counting bytes against the kind's limit (15 MB an image, 200 MB a
 * video). A type the library does not take → 415; too many bytes → 413.
 */
async function detect(
  stream: Readable,
  filename: string,
  locale: TLocale,
): Promise<TDetectedUpload> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headBytes += next.value.length;
  }
  const found = await fileTypeFromBuffer(Buffer.concat(head));
  if (!found || !isStudioMediaType(found.mime))
    throw new AppError('unsupported_media_type', studioMessage(locale, 'mediaType'));
  const { kind } = STUDIO_MEDIA_TYPES[found.mime];
  const maxBytes =
    kind === 'image' ? STUDIO_MEDIA_LIMITS.imageBytes : STUDIO_MEDIA_LIMITS.videoBytes;
  async function* chunks(): AsyncGenerator<Buffer> {
    let total = 0;
    const count = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge(locale, kind);
      return chunk;
    };
    for (const chunk of head) yield count(chunk);
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      yield count(next.value);
    }
    if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(locale, kind);
  }
  return { filename, type: found.mime, kind, maxBytes, chunks: chunks() };
}

/**
 * Receives a multipart upload (busboy, streamed: a video is never held whole in memory) of one file in
 * the field `file`, and lets `store` keep it; resolves with what `store` returns. No file → 400; another
 * content type → 415; a body over the largest limit → 413 before anything is read. What is left of a
 * refused upload is read and dropped.
 */
export function receiveUpload<T>(
  req: Request,
  locale: TLocale,
  store: (upload: TDetectedUpload) => Promise<T>,
): Promise<T> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > STUDIO_MEDIA_LIMITS.videoBytes + MB)
    return Promise.reject(tooLarge(locale, 'video'));
  if (!req.is('multipart/form-data'))
    return Promise.reject(
      new AppError('unsupported_media_type', studioMessage(locale, 'mediaNoFile')),
    );
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // browsers send the file name in UTF-8 (busboy reads latin1 unless told)
        defParamCharset: 'utf8',
        limits: {
          files: 1,
          fields: 10,
          fieldSize: 1024,
          parts: 12,
          fileSize: STUDIO_MEDIA_LIMITS.videoBytes,
        },
      });
    } catch {
      reject(new AppError('bad_request', studioMessage(locale, 'mediaNoFile')));
      return;
    }
    let handled = false;
    const fail = (error: unknown) => {
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || handled) {
        stream.resume();
        return;
      }
      handled = true;
      detect(stream, info.filename ?? '', locale)
        .then(store)
        .then(resolve, (error: unknown) => {
          stream.resume();
          fail(error);
        });
    });
    parser.on('close', () => {
      if (!handled) reject(new AppError('bad_request', studioMessage(locale, 'mediaNoFile')));
    });
    parser.on('error', () =>
      fail(new AppError('bad_request', studioMessage(locale, 'mediaNoFile'))),
    );
    req.pipe(parser);
  });
}
