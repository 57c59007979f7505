import type { z } from 'zod';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioCollection } from '@firm/shared/studio/studio-collections';
import type { TStudioLang, TStudioProblem } from '@firm/shared/studio/studio-state';
import type { TDb } from '../documents/documents.repository';
import type { TMediaLookup } from '../media/media-lookup';

/** What a kind's public row is built with: the library (media names → public names). */
export type TRowContext = { media: TMediaLookup };

/** What a file's item is read with (an attorney testimonial without `attorneys` names them all). */
export type TFileContext = { attorneySlugs: string[] };

/** A public row as its table holds it (`id` is the serial id the public endpoints answer). */
export type TPublicRow = Record<string, unknown> & { id: number };

/**
 * One collection of items of the studio's second part (a review, a testimonial, a live, a category;
 * attorneys plug in the same way): its document, its public table and how a document becomes the
 * public row, what the list shows of it, and how its file in `infra/content` reads.
 */
export type TItemSpec<D> = {
  collection: TStudioCollection;
  /** The document kind (content_items.kind); the collection's name. */
  kind: string;
  schema: z.ZodType<D>;
  /** The public table, upserted by `source_key` (the document's key). */
  table: string;
  /** The editor sets the order (content_positions); else {@link compare} gives the site's order. */
  ordered: boolean;
  /** The site's order of an unordered collection (newest first…). */
  compare?: (a: D, b: D) => number;
  /** The first word of the key of an item created in the studio (`review-3f9a1c2e`). */
  keyPrefix: string;
  /** What the studio's list and home show of an item. */
  label: (document: D) => string;
  image: (document: D) => string | null;
  /** The media names the document uses, by field (each must be in the library). */
  media: (document: D) => [field: string, name: string][];
  /** The public row's columns (without id, source_key and position). */
  row: (document: D, context: TRowContext) => Record<string, unknown>;
  /** A public row as the public endpoint answers it (the preview). */
  answer: (row: TPublicRow, lang: TStudioLang, now: Date) => unknown;
  /** The kind's own checks beside the schema and the media (a video URL, an address taken…). */
  checks?: (db: TDb, key: string | null, document: D, locale: TLocale) => Promise<TStudioProblem[]>;
  /**
   * What keeps an item from leaving the site (a category with articles): a message in the
   * editor's language, or null.
   */
  leaveProblem?: (db: TDb, key: string, locale: TLocale) => Promise<string | null>;
  /** The file in `infra/content` and how one of its entries becomes a document. */
  file: {
    name: string;
    /** One entry of the file (with its `key`). */
    entry: z.ZodType<{ key: string }>;
    document: (entry: never, context: TFileContext) => D;
  };
};

/** Any item spec (the registry's element). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyItemSpec = TItemSpec<any>;
