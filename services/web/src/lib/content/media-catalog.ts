import type { TMediaInfo } from '@firm/shared/content/media-info';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import type { TContentBase, TContentWarn } from './content-client';
import { getContent } from './content-client';

/** Sizes and AVIF/WebP renditions of media files, by fingerprinted file name. */
export type TMediaLookup = (file: string) => TMediaInfo | null;

/**
 * The media catalogue as a lookup, for the lists whose answers carry only file names (testimonials,
 * live streams): their images get width, height and a `srcset`. When the catalogue does not answer, every
 * lookup gives null and the images show at their original size (nothing else changes).
 * @param base - the content service's base URL ('' in the browser)
 * @param signal - aborts the request
 * @param warn - logs that the catalogue did not answer (the server's log)
 */
export async function loadMediaLookup(
  base: TContentBase,
  signal?: AbortSignal,
  warn?: TContentWarn,
): Promise<TMediaLookup> {
  return mediaLookupOf(await loadMediaCatalog(base, signal, warn));
}

/**
 * The media catalogue's originals with their renditions; empty when it does not answer (refused, 5xx,
 * or no answer within the content timeout), which `warn` logs unless the visitor left meanwhile: the
 * page then renders its images without sizes and renditions, never an error.
 * @param base - the content service's base URL ('' in the browser)
 * @param signal - aborts the request
 * @param warn - logs that the catalogue did not answer (the server's log)
 */
export async function loadMediaCatalog(
  base: TContentBase,
  signal?: AbortSignal,
  warn?: TContentWarn,
): Promise<TMediaInfo[]> {
  const result = await getContent<TMediaInfo[]>(base, CONTENT_URLS.mediaCatalog(), signal);
  if (result.kind === 'ok' && Array.isArray(result.data)) return result.data;
  if (!signal?.aborted)
    warn?.('media catalogue unavailable: images rendered without their renditions', {
      result: result.kind,
    });
  return [];
}

/** A catalogue as a lookup by fingerprinted file name. */
export function mediaLookupOf(catalog: TMediaInfo[]): TMediaLookup {
  const byFile = new Map(catalog.map((info) => [info.file, info]));
  return (file) => byFile.get(file) ?? null;
}

/**
 * The info of a file the site names by its source name (`hero-claim.jpg`), found among the catalogue's
 * fingerprinted originals (`hero-claim.3f9a1c2b.jpg`); null when it is not there.
 * @param catalog - the catalogue's originals
 * @param source - the name of the file in infra/content/media
 */
export function infoBySourceName(catalog: TMediaInfo[], source: string): TMediaInfo | null {
  const dot = source.lastIndexOf('.');
  const base = dot > 0 ? source.slice(0, dot) : source;
  const ext = dot > 0 ? source.slice(dot) : '';
  return (
    catalog.find(
      ({ file }) =>
        file.startsWith(`${base}.`) &&
        file.endsWith(ext) &&
        /^[0-9a-f]{8}$/.test(file.slice(base.length + 1, file.length - ext.length)),
    ) ?? null
  );
}
