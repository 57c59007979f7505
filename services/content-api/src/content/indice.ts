import type { TIndexEntry } from '@firm/shared/content/blog-article';

const ENTRY_SEPARATOR = ';;';
const FIELD_SEPARATOR = '**';

/**
 * Parses the SPEC §3 `indice` string (entries joined by `;;`, each `es**en**anchor`) into entries.
 * Blank entries are skipped.
 * @throws Error naming the first malformed entry
 */
export function parseIndice(indice: string): TIndexEntry[] {
  return indice
    .split(ENTRY_SEPARATOR)
    .map((raw) => raw.trim())
    .filter((raw) => raw.length > 0)
    .map((raw) => {
      const parts = raw.split(FIELD_SEPARATOR).map((part) => part.trim());
      const [es, en, anchor] = parts;
      if (parts.length !== 3 || !es || !en || !anchor) {
        throw new Error(`Malformed index entry "${raw}": expected "es**en**anchor"`);
      }
      return { es, en, anchor };
    });
}

/**
 * Writes entries in the SPEC §3 `indice` format.
 * @throws Error when a title or anchor contains a separator
 */
export function formatIndice(entries: readonly TIndexEntry[]): string {
  return entries
    .map(({ es, en, anchor }) => {
      for (const value of [es, en, anchor]) {
        if (value.includes(ENTRY_SEPARATOR) || value.includes(FIELD_SEPARATOR)) {
          throw new Error(`Index text "${value}" must not contain ";;" or "**"`);
        }
      }
      return [es, en, anchor].join(FIELD_SEPARATOR);
    })
    .join(ENTRY_SEPARATOR);
}

/** The `id` attributes present in an HTML fragment. */
export function htmlIds(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => match[1] as string));
}

/** The anchors of `entries` that no element of `html` carries as its id. */
export function missingAnchors(entries: readonly TIndexEntry[], html: string): string[] {
  const ids = htmlIds(html);
  return entries.map((entry) => entry.anchor).filter((anchor) => !ids.has(anchor));
}
