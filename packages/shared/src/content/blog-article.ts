import { z } from 'zod';
import { ZBlogSummarySchema } from './blog-summary';

/** One entry of an article's in-page index: its Spanish and English titles and the heading id it links to. */
export const ZIndexEntrySchema = z.object({ es: z.string(), en: z.string(), anchor: z.string() });
export type TIndexEntry = z.infer<typeof ZIndexEntrySchema>;

/**
 * One article with both languages (`GET /api/content/blog/{lang}/{slug}`): every summary field, the
 * sanitized HTML bodies and the index, as the SPEC §3 `indice` string and parsed.
 */
export const ZBlogArticleSchema = ZBlogSummarySchema.extend({
  body_en: z.string(),
  body_es: z.string(),
  /** `es**en**anchor` entries joined by `;;` (SPEC §3). */
  indice: z.string(),
  /** The language of the slug the article was asked by. */
  lang: z.enum(['en', 'es']),
  /** Every `anchor` is the id of a heading in both bodies. */
  index: z.array(ZIndexEntrySchema),
});
export type TBlogArticle = z.infer<typeof ZBlogArticleSchema>;
