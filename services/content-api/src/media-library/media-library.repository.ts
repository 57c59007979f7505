import type { TDb } from '../documents/documents.repository';

/** An original of the library, as the studio lists it (no bytes). */
export type TLibraryRow = {
  source_name: string;
  file: string;
  content_type: string;
  width: number | null;
  height: number | null;
  byte_size: number;
  alt_es: string;
  alt_en: string;
  uploaded_by: string | null;
  created_at: Date;
};

const COLUMNS = `source_name, file, content_type, width, height, byte_size, alt_es, alt_en, uploaded_by, created_at`;

/** Which originals a list shows: a kind (or all), and words found in the name or an alt text. */
export type TLibraryFilter = { kind: 'all' | 'image' | 'video'; q: string };

// $1 the kind, $2 the words ('' for none), $3 the words as an ILIKE pattern
const MATCHES = `variant_of IS NULL
  AND ($1::text = 'all' OR (content_type LIKE 'video/%') = ($1::text = 'video'))
  AND ($2::text = '' OR source_name ILIKE $3 OR alt_es ILIKE $3 OR alt_en ILIKE $3)`;

/** The words as a pattern that finds them anywhere, their own `%`, `_` and `\` taken literally. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matchParams = (filter: TLibraryFilter) => [filter.kind, filter.q, containing(filter.q)];

/** How many originals match a filter. */
export async function countLibrary(db: TDb, filter: TLibraryFilter): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM content_media WHERE ${MATCHES}`,
    matchParams(filter),
  );
  return Number(rows[0]?.n ?? 0);
}

/** One page of the originals that match a filter, newest first. */
export async function listLibrary(
  db: TDb,
  filter: TLibraryFilter,
  page: { limit: number; offset: number },
): Promise<TLibraryRow[]> {
  const { rows } = await db.query<TLibraryRow>(
    `SELECT ${COLUMNS} FROM content_media WHERE ${MATCHES}
     ORDER BY created_at DESC, source_name LIMIT $4 OFFSET $5`,
    [...matchParams(filter), page.limit, page.offset],
  );
  return rows;
}

/** One original by its library name. */
export async function findLibraryFile(db: TDb, name: string): Promise<TLibraryRow | undefined> {
  const { rows } = await db.query<TLibraryRow>(
    `SELECT ${COLUMNS} FROM content_media WHERE variant_of IS NULL AND source_name = $1`,
    [name],
  );
  return rows[0];
}

/** The library names already taken that start with `stem` (to name an upload uniquely). */
export async function namesLike(db: TDb, stem: string): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT source_name AS name FROM content_media
     WHERE variant_of IS NULL AND left(source_name, length($1)) = $1`,
    [stem],
  );
  return new Set(rows.map((row) => row.name));
}

/** Writes an original's alt texts. */
export async function updateAltTexts(
  db: TDb,
  name: string,
  alt: { alt_es: string; alt_en: string },
): Promise<void> {
  await db.query(
    `UPDATE content_media SET alt_es = $2, alt_en = $3 WHERE variant_of IS NULL AND source_name = $1`,
    [name, alt.alt_es, alt.alt_en],
  );
}

/** Notes who uploaded an original. */
export async function markUploaded(db: TDb, file: string, by: string): Promise<void> {
  await db.query('UPDATE content_media SET uploaded_by = $2 WHERE file = $1', [file, by]);
}

/** Deletes an original (its variants and chunks go with it). */
export async function deleteOriginal(db: TDb, name: string): Promise<void> {
  await db.query(`DELETE FROM content_media WHERE variant_of IS NULL AND source_name = $1`, [name]);
}

/** Starts a chunked original under a provisional name (its content's hash names it at the end). */
export async function insertChunkedOriginal(
  db: TDb,
  row: { file: string; content_type: string; uploaded_by: string },
): Promise<void> {
  await db.query(
    `INSERT INTO content_media (file, source_name, variant_of, content_type, byte_size, sha256, bytes, chunked, uploaded_by)
     VALUES ($1, $1, NULL, $2, 0, '', '\\x', true, $3)`,
    [row.file, row.content_type, row.uploaded_by],
  );
}

/** Stores one chunk of a chunked original. */
export async function insertChunk(
  db: TDb,
  file: string,
  seq: number,
  bytes: Buffer,
): Promise<void> {
  await db.query('INSERT INTO content_media_chunks (file, seq, bytes) VALUES ($1, $2, $3)', [
    file,
    seq,
    bytes,
  ]);
}

/** Gives a chunked original its final names, size and hash (its chunks follow the rename). */
export async function finishChunkedOriginal(
  db: TDb,
  provisional: string,
  done: { file: string; source_name: string; byte_size: number; sha256: string },
): Promise<void> {
  await db.query(
    `UPDATE content_media SET file = $2, source_name = $3, byte_size = $4, sha256 = $5 WHERE file = $1`,
    [provisional, done.file, done.source_name, done.byte_size, done.sha256],
  );
}

/** The chunks of a file from `first` to `last` (sequence numbers), in order. */
export async function readChunks(
  db: TDb,
  file: string,
  first: number,
  last: number,
): Promise<Buffer[]> {
  const { rows } = await db.query<{ bytes: Buffer }>(
    `SELECT bytes FROM content_media_chunks WHERE file = $1 AND seq BETWEEN $2 AND $3 ORDER BY seq`,
    [file, first, last],
  );
  return rows.map((row) => row.bytes);
}

/** The library's originals (a few hundred rows, no bytes): their names, type and alt texts. */
export async function libraryOriginals(
  db: TDb,
): Promise<
  { source: string; file: string; content_type: string; alt_es: string; alt_en: string }[]
> {
  const { rows } = await db.query<{
    source: string;
    file: string;
    content_type: string;
    alt_es: string;
    alt_en: string;
  }>(
    `SELECT source_name AS source, file, content_type, alt_es, alt_en
     FROM content_media WHERE variant_of IS NULL`,
  );
  return rows;
}
