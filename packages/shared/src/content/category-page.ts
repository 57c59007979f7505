import type { z } from 'zod';
import { ZBlogPageSchema } from './blog-page';
import { ZCategorySchema } from './category';

/** A category and a page of its posts (`GET /api/content/categories/{lang}/{slug}?page=&per_page=`). */
export const ZCategoryPageSchema = ZBlogPageSchema.extend({ category: ZCategorySchema });
export type TCategoryPage = z.infer<typeof ZCategoryPageSchema>;
