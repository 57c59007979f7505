import type { TMediaInfo } from '@firm/shared/content/media-info';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import type { TContentBase } from './content-client';
import { getContent } from './content-client';

/** Sizes and AVIF/WebP renditions of media files, by fingerprinted file name. */
export type TMediaLookup = (file: string) => TMediaInfo | null;

/**
 * The media catalogue as a lookup, for the lists whose answers carry only file names (testimonials,
 * live streams): their images get width, height and a `srcset`. When the catalogue does not answer, every
 * lookup gives null and the images show at their original size (nothing else changes).
 * @param base - the content service's base URL ('' in the browser)
 * @param signal - aborts the request
 */
export async function loadMediaLookup(
  base: TContentBase,
  signal?: AbortSignal,
): Promise<TMediaLookup> {
  const result = await getContent<TMediaInfo[]>(base, CONTENT_URLS.mediaCatalog(), signal);
  const byFile = new Map(result.kind === 'ok' ? result.data.map((info) => [info.file, info]) : []);
  return (file) => byFile.get(file) ?? null;
}
