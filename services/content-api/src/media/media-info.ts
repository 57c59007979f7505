import type { TMediaInfo } from '@firm/shared/content/media-info';
import type { TMediaCatalogRow } from './media.repository';

/** Groups catalogue rows into one info object per original, keyed by the original's file name. */
export function groupMediaInfo(rows: TMediaCatalogRow[]): Map<string, TMediaInfo> {
  const infos = new Map<string, TMediaInfo>();
  for (const row of rows.filter((r) => r.variant_of === null)) {
    infos.set(row.file, {
      file: row.file,
      content_type: row.content_type,
      width: row.width,
      height: row.height,
      variants: [],
    });
  }
  for (const { file, variant_of, content_type, width, height } of rows) {
    // Variants are renditions of images, so always sized (prepare-media writes them so).
    if (variant_of === null || width === null || height === null) continue;
    infos.get(variant_of)?.variants.push({ file, content_type, width, height });
  }
  for (const info of infos.values()) {
    info.variants.sort((a, b) => a.width - b.width || a.content_type.localeCompare(b.content_type));
  }
  return infos;
}
