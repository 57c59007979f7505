import { z } from 'zod';
import { ZCategorySchema } from './category';
import { ZIsoDateTimeSchema } from './content-fields';
import { ZMediaInfoSchema } from './media-info';

/** A blog post as the lists show it (the items of the blog and category pages): no bodies. */
export const ZBlogSummarySchema = z.object({
  id: z.number().int(),
  url_en: z.string(),
  url_es: z.string(),
  titulo_en: z.string(),
  titulo_es: z.string(),
  /** SEO description (≤ 200 characters): `<meta name="description">` and the list excerpt. */
  description_en: z.string(),
  description_es: z.string(),
  /** File name of the main image. */
  main_media: z.string(),
  main_media_text_en: z.string(),
  main_media_text_es: z.string(),
  created_at: ZIsoDateTimeSchema,
  updated_at: ZIsoDateTimeSchema,
  featured: z.boolean(),
  /** The article shows Quick exit: marked so itself, or its category is. */
  quick_exit: z.boolean(),
  category: ZCategorySchema.omit({ post_count: true }),
  /** Null when the attorney was removed. */
  author: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The main image's size and renditions; null when the file is not in the catalogue. */
  main_media_info: ZMediaInfoSchema.nullable(),
});
export type TBlogSummary = z.infer<typeof ZBlogSummarySchema>;
