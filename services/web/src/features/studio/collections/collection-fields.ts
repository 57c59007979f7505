/**
 * How the studio's generic collection pages (issue 30) are told what a collection is: its words and
 * its fields. One list page and one editor render every collection from these descriptors; a new
 * collection (the attorneys, say) writes a descriptor, adds its routes to
 * `@firm/shared/routes/studio-collection-routes` and its descriptor to collection-descriptors.ts.
 */
import type { TBilingual } from '../../../lib/copy/bilingual';
import type { TPagedCollection } from '@firm/shared/routes/studio-collection-routes';

/**
 * What a field holds and so how it is edited: one line, a few lines, Markdown (markdown-editor), a
 * file of the media library (media-picker; `media` says which kind), stars 1–5, a day, an https
 * address, a yes/no, or the attorneys it is about (their slugs, from `post-choices`); an attorney's
 * lists: short texts one per line (`list`), bar admissions (state and number) and social links.
 */
export type TFieldKind =
  | 'text'
  | 'longText'
  | 'markdown'
  | 'media'
  | 'stars'
  | 'date'
  | 'url'
  | 'checkbox'
  | 'attorneys'
  | 'list'
  | 'barAdmissions'
  | 'social';

/** A field of a collection's document. */
export type TFieldDescriptor = {
  /**
   * The document's field; with `bilingual` the base of the pair shown side by side (`body` →
   * `body_es` and `body_en`, the names of the files in infra/content).
   */
  name: string;
  kind: TFieldKind;
  bilingual?: true;
  label: TBilingual<string>;
  hint?: TBilingual<string>;
  /** The longest text the server takes (shown as a counter). */
  max?: number;
  /** For `media`: the kind of file. @defaultValue 'image' */
  media?: 'image' | 'video';
  /** May be left empty (sent as absent). */
  optional?: true;
  /** For `date`: say how long ago it was, as the site words it (a review's "hace 2 meses"). */
  relative?: true;
};

/** A collection's words: its name, the lead of its list, its noun for "add" and the editor. */
export type TCollectionWords = {
  heading: string;
  lead: string;
  /** "Agregar una reseña". */
  add: string;
  /** The new-item page's heading. */
  newHeading: string;
  /** The item editor's heading with the item's label. */
  itemHeading: (label: string) => string;
};

/** A collection as the generic studio pages show it. */
export type TCollectionDescriptor = {
  collection: TPagedCollection;
  words: TBilingual<TCollectionWords>;
  fields: readonly TFieldDescriptor[];
  /** A new item's document before the editor writes it. */
  empty: () => Record<string, unknown>;
  /** What names an item in its editor's heading (the document's name or alt text). */
  labelOf: (doc: Record<string, unknown>) => string;
};

/** The document fields of a field descriptor: `[name]` or `[name_es, name_en]`. */
export function fieldNames(field: TFieldDescriptor): string[] {
  return field.bilingual ? [`${field.name}_es`, `${field.name}_en`] : [field.name];
}
