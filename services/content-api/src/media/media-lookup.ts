import type { TDb } from '../documents/documents.repository';
import { libraryOriginals } from '../media-library/media-library.repository';

/** An original file of the library, as documents refer to it. */
export type TLibraryFile = {
  /** The name documents use (`blog-vawa.jpg`). */
  source: string;
  /** The public, fingerprinted name. */
  file: string;
  content_type: string;
  alt_es: string;
  alt_en: string;
};

/** The library's originals by the names a document may use (its source name or its public name). */
export type TMediaLookup = {
  find: (name: string) => TLibraryFile | undefined;
  /** Source name → public name, for `/images/files/<name>` links inside HTML. */
  publicNames: ReadonlyMap<string, string>;
};

/** Reads the library's originals (a few hundred rows, no bytes) into a lookup. */
export async function loadMediaLookup(db: TDb): Promise<TMediaLookup> {
  const rows: TLibraryFile[] = await libraryOriginals(db);
  const byName = new Map<string, TLibraryFile>();
  for (const row of rows) {
    byName.set(row.source, row);
    byName.set(row.file, row);
  }
  return {
    find: (name) => byName.get(name),
    publicNames: new Map(rows.map((row) => [row.source, row.file])),
  };
}

/** Whether a library file is an image (the main image of an article must be one). */
export function isImage(file: TLibraryFile): boolean {
  return file.content_type.startsWith('image/');
}

/** The media names an HTML fragment shows (`<img src="/images/files/<name>">`), in order. */
export function imagesOf(html: string): string[] {
  return Array.from(
    html.matchAll(/<img[^>]*\ssrc="\/images\/files\/([^"]+)"/g),
    (m) => m[1] as string,
  );
}
