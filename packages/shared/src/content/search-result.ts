import type { z } from 'zod';
import { ZBlogSummarySchema } from './blog-summary';

/** A blog search hit (SPEC §3 "Blog search result"; `GET /search/blog` and `GET /api/buscar`). */
export const ZSearchResultSchema = ZBlogSummarySchema.pick({
  id: true,
  titulo_en: true,
  titulo_es: true,
  url_en: true,
  url_es: true,
});
export type TSearchResult = z.infer<typeof ZSearchResultSchema>;
