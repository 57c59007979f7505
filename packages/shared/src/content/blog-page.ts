import { z } from 'zod';
import { ZBlogSummarySchema } from './blog-summary';

/** A page of blog posts, newest first (`GET /api/content/blog/{lang}?page=&per_page=`). */
export const ZBlogPageSchema = z.object({
  /** Empty past the last page. */
  items: z.array(ZBlogSummarySchema),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type TBlogPage = z.infer<typeof ZBlogPageSchema>;
