import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprintedName, sha256Hex } from './fingerprint';
import { contentTypeOf, extensionOf, RESIZABLE_EXTENSIONS } from './media-types';
import { imageSize, renderVariants } from './media-variants';

/** A file of `media/`, read and fingerprinted. */
export type TMediaSource = {
  sourceName: string;
  file: string;
  sha256: string;
  contentType: string;
  bytes: Buffer;
};

/** A row of `content_media`: an original or one of its variants. */
export type TMediaRow = {
  file: string;
  source_name: string;
  variant_of: string | null;
  content_type: string;
  width: number | null;
  height: number | null;
  sha256: string;
  bytes: Buffer;
};

/**
 * Reads the given files of `<root>/media` and names each by its content hash.
 * Files of a type the site does not serve are reported in `problems`.
 */
export function readMediaSources(
  root: string,
  names: string[],
  problems: string[],
): TMediaSource[] {
  const sources: TMediaSource[] = [];
  for (const sourceName of names) {
    const contentType = contentTypeOf(sourceName);
    if (!contentType || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(sourceName)) {
      problems.push(
        `media/${sourceName}: unsupported file (use .jpg, .png, .webp, .avif, .gif, .mp4 or .webm; letters, digits, . _ - only)`,
      );
      continue;
    }
    const bytes = readFileSync(path.join(root, 'media', sourceName));
    const sha256 = sha256Hex(bytes);
    sources.push({
      sourceName,
      file: fingerprintedName(sourceName, sha256),
      sha256,
      contentType,
      bytes,
    });
  }
  return sources;
}

/** The rows of one source: the original (with its pixel size) followed by its AVIF/WebP variants. */
export async function buildMediaRows(
  source: TMediaSource,
  cacheDir: string | null,
): Promise<TMediaRow[]> {
  const base = { source_name: source.sourceName, sha256: source.sha256 };
  if (!RESIZABLE_EXTENSIONS.has(extensionOf(source.sourceName))) {
    return [
      {
        ...base,
        file: source.file,
        variant_of: null,
        content_type: source.contentType,
        width: null,
        height: null,
        bytes: source.bytes,
      },
    ];
  }
  const size = await imageSize(source.bytes);
  const variants = await renderVariants(source.bytes, source.sha256, source.file, size, cacheDir);
  return [
    {
      ...base,
      file: source.file,
      variant_of: null,
      content_type: source.contentType,
      ...size,
      bytes: source.bytes,
    },
    ...variants.map((variant) => ({
      ...base,
      file: variant.file,
      variant_of: source.file,
      content_type: variant.contentType,
      width: variant.width,
      height: variant.height,
      sha256: sha256Hex(variant.bytes),
      bytes: variant.bytes,
    })),
  ];
}
