/**
 * A page's texts in the content studio (issue 28): every block of a page of PAGE_TEXT_BLOCKS in both
 * languages, in Markdown, as `infra/content/pages/<page>/<block>.<lang>.md` hold them. A page cannot be
 * deleted nor lose a block (the site shows them); it can be restored to a revision or to its sample text.
 */
import { z } from 'zod';
import { PAGE_TEXT_NAME } from '../content/page-text-blocks';
import { ZStudioDocumentMetaSchema, ZStudioLanguagesSchema } from './studio-state';
import { ZIsoDateTimeSchema } from '../content/content-fields';

/** The longest Markdown of a block. */
export const STUDIO_PAGE_BLOCK_MAX = 100_000;

const zBlocks = z.record(z.string().regex(PAGE_TEXT_NAME), z.string().max(STUDIO_PAGE_BLOCK_MAX));

/** One language of a page: its "last updated" date and its blocks' Markdown. */
const zLanguage = z.strictObject({
  /** `YYYY-MM-DD` (the legal pages show it), or null when the page shows none. */
  updated: z.iso.date().nullable(),
  blocks: zBlocks,
});

/** A page's document: each language's date and blocks (each language is published on its own). */
export const ZStudioPageDocumentSchema = z.strictObject({ es: zLanguage, en: zLanguage });
export type TStudioPageDocument = z.infer<typeof ZStudioPageDocumentSchema>;

/** `PUT /pages/:key`: the document and the revision it was based on. */
export const ZStudioPageSaveSchema = ZStudioPageDocumentSchema.extend({
  baseRevision: z.number().int().positive(),
});

/** `GET /pages/:key`: the document, its key, the blocks the site needs, and its state. */
export const ZStudioPageSchema = ZStudioPageDocumentSchema.extend({
  key: z.string().regex(PAGE_TEXT_NAME),
  /** The blocks of this page, in the order the page shows them. */
  block_names: z.array(z.string()),
}).extend(ZStudioDocumentMetaSchema.shape);
export type TStudioPage = z.infer<typeof ZStudioPageSchema>;

/** `GET /pages` → `{ pages }`. */
export const ZStudioPageListSchema = z.object({
  pages: z.array(
    z.object({
      key: z.string(),
      revision: z.number().int().positive(),
      block_names: z.array(z.string()),
      updated_at: ZIsoDateTimeSchema,
      languages: ZStudioLanguagesSchema,
    }),
  ),
});
export type TStudioPageList = z.infer<typeof ZStudioPageListSchema>;
