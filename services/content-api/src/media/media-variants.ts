import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { variantName } from './fingerprint';

/** Widths of the responsive variants (the original's own width is added when smaller than the largest). */
export const VARIANT_WIDTHS = [480, 800, 1200] as const;
/** Formats of the responsive variants, best first. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
// Part of the disk-cache key: bump when the encoder settings change.
const ENCODER_VERSION = 'v1';

/** One generated variant. */
export type TVariant = {
  file: string;
  width: number;
  height: number;
  format: string;
  contentType: string;
  bytes: Buffer;
};

/** The widths to render for an original `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] as number;
  widths.push(Math.min(width, largest));
  return Array.from(new Set(widths)).sort((a, b) => a - b);
}

// The disk cache only saves time: a read-only or missing folder just means encoding again.
function usableCacheDir(cacheDir: string | null): string | null {
  if (!cacheDir) return null;
  try {
    mkdirSync(cacheDir, { recursive: true });
    return cacheDir;
  } catch {
    return null;
  }
}

function writeCacheFile(file: string, bytes: Buffer): void {
  try {
    writeFileSync(file, bytes);
  } catch {
    // see usableCacheDir
  }
}

async function encode(source: Buffer, width: number, format: string): Promise<Buffer> {
  const pipeline = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 75 }).toBuffer();
}

/**
 * Renders the AVIF and WebP variants of an image. Results are kept in `cacheDir` (when given)
 * under the source's hash, so a re-import into a fresh database does not encode again.
 */
export async function renderVariants(
  source: Buffer,
  sha256: string,
  originalFile: string,
  size: { width: number; height: number },
  cacheDir: string | null,
): Promise<TVariant[]> {
  const cache = usableCacheDir(cacheDir);
  const variants: TVariant[] = [];
  for (const width of variantWidths(size.width)) {
    const height = Math.round((size.height * width) / size.width);
    for (const format of VARIANT_FORMATS) {
      const cached = cache
        ? path.join(cache, `${sha256}.${ENCODER_VERSION}.w${width}.${format}`)
        : null;
      let bytes: Buffer;
      if (cached && existsSync(cached)) {
        bytes = readFileSync(cached);
      } else {
        bytes = await encode(source, width, format);
        if (cached) writeCacheFile(cached, bytes);
      }
      variants.push({
        file: variantName(originalFile, width, format),
        width,
        height,
        format,
        contentType: `image/${format}`,
        bytes,
      });
    }
  }
  return variants;
}

/** Pixel size of an image. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('image has no dimensions');
  return { width, height };
}
