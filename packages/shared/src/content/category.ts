import { z } from 'zod';

/** A blog category with both languages and its published post count (`GET /api/content/categories`). */
export const ZCategorySchema = z.object({
  id: z.number().int(),
  nombre_en: z.string(),
  nombre_es: z.string(),
  url_en: z.string(),
  url_es: z.string(),
  /** About abuse or trafficking (VAWA, T, U visas): the category page and its articles show Quick exit. */
  quick_exit: z.boolean(),
  post_count: z.number().int().nonnegative(),
});
export type TCategory = z.infer<typeof ZCategorySchema>;

/** A category of the English navbar (SPEC §7 `GET /en/api/category`). */
export const ZNavCategoryEnSchema = ZCategorySchema.pick({ nombre_en: true, url_en: true });
export type TNavCategoryEn = z.infer<typeof ZNavCategoryEnSchema>;

/** A category of the Spanish navbar (SPEC §7 `GET /api/categoria`). */
export const ZNavCategoryEsSchema = ZCategorySchema.pick({ nombre_es: true, url_es: true });
export type TNavCategoryEs = z.infer<typeof ZNavCategoryEsSchema>;
