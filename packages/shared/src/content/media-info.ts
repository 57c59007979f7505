import { z } from 'zod';

/** A rendition of an image (AVIF or WebP at one width), for `srcset`. */
export const ZMediaVariantSchema = z.object({
  /** Fingerprinted file name, served at `/images/files/{file}`. */
  file: z.string(),
  content_type: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * An original media file with its renditions (`GET /api/content/media/{file}`, and the
 * `main_media_info` / `photo_info` of posts and attorneys). Videos have no size and no variants.
 */
export const ZMediaInfoSchema = ZMediaVariantSchema.extend({
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Sorted by width, then type. */
  variants: z.array(ZMediaVariantSchema),
});
export type TMediaInfo = z.infer<typeof ZMediaInfoSchema>;
