import { z } from 'zod';

/**
 * Page texts: the long text of the site's pages that the firm edits (privacy policy, terms, visa
 * explanations). Written in `infra/content/pages/<key>/<block>.<lang>.md`, imported by the content
 * service and served at `GET /api/content/pages/{lang}/{key}`.
 */

import { PAGE_TEXT_NAME } from './page-text-blocks';

export { PAGE_TEXT_BLOCKS, PAGE_TEXT_NAME, type TPageTextKey } from './page-text-blocks';

/** A section heading of a block (an `h2` with its anchor), for the page's index. */
export const ZPageTextHeadingSchema = z.strictObject({
  anchor: z.string().regex(/^[a-z][a-z0-9-]*$/),
  text: z.string().min(1),
});

/** `GET /api/content/pages/{lang}/{key}`: one page's text blocks in one language. */
export const ZPageTextSchema = z.strictObject({
  key: z.string().regex(PAGE_TEXT_NAME),
  lang: z.enum(['en', 'es']),
  /** The "last updated" date the firm wrote (`YYYY-MM-DD`), or null when it gave none. */
  updated: z.iso.date().nullable(),
  /** Each block's sanitized HTML, by block name. */
  blocks: z.record(z.string().regex(PAGE_TEXT_NAME), z.string().min(1)),
  /** Each block's section headings in order, by block name. */
  headings: z.record(z.string().regex(PAGE_TEXT_NAME), z.array(ZPageTextHeadingSchema)),
});

export type TPageTextHeading = z.infer<typeof ZPageTextHeadingSchema>;
export type TPageText = z.infer<typeof ZPageTextSchema>;
