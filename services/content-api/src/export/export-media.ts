import { createWriteStream, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { Pool } from '@firm/shared/server/db';
import { CHUNK_BYTES } from '../media/media-body';
import { readChunks } from '../media-library/media-library.repository';
import { exportOriginals, mediaBytes } from './export.repository';

/**
 * Writes every original of the library into `media/` under its library name (a video chunk by chunk,
 * never whole in memory); returns how many files.
 */
export async function exportMedia(pool: Pool, root: string): Promise<number> {
  const dir = path.join(root, 'media');
  mkdirSync(dir, { recursive: true });
  const rows = await exportOriginals(pool);
  for (const row of rows) {
    const out = createWriteStream(path.join(dir, row.source_name));
    if (row.chunked) {
      const last = Math.max(0, Math.ceil(row.byte_size / CHUNK_BYTES) - 1);
      for (let first = 0; first <= last; first += 8) {
        for (const chunk of await readChunks(pool, row.file, first, Math.min(first + 7, last))) {
          if (!out.write(chunk)) await once(out, 'drain');
        }
      }
    } else {
      out.write(await mediaBytes(pool, row.file));
    }
    out.end();
    await once(out, 'finish');
  }
  return rows.length;
}
