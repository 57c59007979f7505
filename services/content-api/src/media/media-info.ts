import type { TMediaCatalogRow } from './media.repository';

/** A variant of an image, for `srcset`. */
export type TMediaVariant = {
  file: string;
  content_type: string;
  width: number | null;
  height: number | null;
};

/** An original media file with its responsive variants. */
export type TMediaInfo = TMediaVariant & { variants: TMediaVariant[] };

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
  for (const row of rows) {
    if (row.variant_of === null) continue;
    infos.get(row.variant_of)?.variants.push({
      file: row.file,
      content_type: row.content_type,
      width: row.width,
      height: row.height,
    });
  }
  for (const info of infos.values()) {
    info.variants.sort(
      (a, b) => (a.width ?? 0) - (b.width ?? 0) || a.content_type.localeCompare(b.content_type),
    );
  }
  return infos;
}
