import type { z } from 'zod';
import { ZBlogArticleSchema } from './blog-article';

/**
 * A featured post of the home carousel (SPEC §7 `GET /api/blogs/home`); `body_en`/`body_es` hold
 * only the article's opening paragraph.
 */
export const ZHomePostSchema = ZBlogArticleSchema.pick({
  id: true,
  url_en: true,
  url_es: true,
  titulo_en: true,
  titulo_es: true,
  body_en: true,
  body_es: true,
  main_media: true,
  main_media_text_en: true,
  main_media_text_es: true,
  created_at: true,
});
export type THomePost = z.infer<typeof ZHomePostSchema>;
