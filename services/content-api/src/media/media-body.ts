import type { Response } from 'express';
import type { TByteRange } from './byte-range';
import type { TStoredMedia } from './media.repository';

/** Reads chunks `first`…`last` (sequence numbers) of a chunked file, in order. */
export type TReadChunks = (file: string, first: number, last: number) => Promise<Buffer[]>;

/** The size of a stored video's chunks: written and read streamed, never whole in memory. */
export const CHUNK_BYTES = 1024 * 1024;
// chunks read per query: at most 8 MB held while a response is written
const CHUNKS_PER_READ = 8;

/**
 * Writes a file's bytes (all, or one range) to the response: from memory, or — a chunked video — a few
 * chunks at a time from the database, waiting for the client to take them (never the whole file in
 * memory).
 */
export async function writeMediaBody(
  res: Response,
  media: TStoredMedia,
  range: TByteRange | null,
  readChunks: TReadChunks,
): Promise<void> {
  const start = range?.start ?? 0;
  const end = range?.end ?? media.byte_size - 1;
  if (!media.chunked) {
    res.end(media.bytes.subarray(start, end + 1));
    return;
  }
  const last = Math.floor(end / CHUNK_BYTES);
  for (let first = Math.floor(start / CHUNK_BYTES); first <= last; first += CHUNKS_PER_READ) {
    const chunks = await readChunks(media.file, first, Math.min(first + CHUNKS_PER_READ - 1, last));
    for (const [i, chunk] of chunks.entries()) {
      const offset = (first + i) * CHUNK_BYTES;
      const piece = chunk.subarray(
        Math.max(0, start - offset),
        Math.min(chunk.length, end + 1 - offset),
      );
      if (res.destroyed) return;
      if (!res.write(piece)) await new Promise((resolve) => res.once('drain', resolve));
    }
  }
  res.end();
}
