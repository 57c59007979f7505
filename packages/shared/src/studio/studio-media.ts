/**
 * The content studio's media library (issue 28): images (JPEG, PNG, WebP, AVIF) and videos (MP4, WebM)
 * uploaded by the editors, their type checked by content, their alt text in both languages, and where
 * each is used.
 */
import { z } from 'zod';
import { ZIsoDateTimeSchema } from '../content/content-fields';
import { ZMediaInfoSchema } from '../content/media-info';

/** Upload limits: 15 MB an image, 200 MB a video; alt texts up to 250 characters. */
export const STUDIO_MEDIA_LIMITS = {
  imageBytes: 15 * 1024 * 1024,
  videoBytes: 200 * 1024 * 1024,
  altText: 250,
  /** A file name (letters, digits, `.`, `_`, `-`), as the library keeps it. */
  name: 120,
} as const;

/**
 * How long an upload may take to arrive (at the edge and at content-api): 200 MB in 10 minutes is
 * about 2.8 Mbit/s, a slow office or phone uplink.
 */
export const STUDIO_UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** The types an upload may be (found from its bytes, never its name), with their extension. */
export const STUDIO_MEDIA_TYPES = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/avif': { kind: 'image', ext: 'avif' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/webm': { kind: 'video', ext: 'webm' },
} as const satisfies Record<string, { kind: 'image' | 'video'; ext: string }>;
export type TStudioMediaType = keyof typeof STUDIO_MEDIA_TYPES;

/** Whether a content type is one the library takes. */
export function isStudioMediaType(type: string): type is TStudioMediaType {
  return Object.hasOwn(STUDIO_MEDIA_TYPES, type);
}

/** A place that uses a file: a document (and its field) or a part of the site's code. */
export const ZStudioMediaUseSchema = z.object({
  /** `post`, `page`, `attorney`, `review`, `testimonial`, `live`, or `site` (a page's design). */
  kind: z.string(),
  key: z.string(),
  /** What an editor recognises it by (an article's title, a page's name). */
  label: z.string(),
  /** The field or language (`main_media`, `es.markdown`). */
  field: z.string(),
});
export type TStudioMediaUse = z.infer<typeof ZStudioMediaUseSchema>;

/** A file of the library. */
export const ZStudioMediaItemSchema = z.object({
  /** The file's name in the library (what documents use, e.g. `blog-vawa.jpg`): its id in the API. */
  id: z.string(),
  /** The public, fingerprinted name (`/images/files/{file}`), and its size and renditions. */
  info: ZMediaInfoSchema,
  kind: z.enum(['image', 'video']),
  byte_size: z.number().int().nonnegative(),
  alt_es: z.string(),
  alt_en: z.string(),
  /** Both alt texts are written: the file may be used on a public page. */
  ready: z.boolean(),
  created_at: ZIsoDateTimeSchema,
  uploaded_by: z.string().nullable(),
  used_in: z.array(ZStudioMediaUseSchema),
});
export type TStudioMediaItem = z.infer<typeof ZStudioMediaItemSchema>;

/**
 * `GET /media?kind=&q=&page=` → one page of the files that match, newest first (studio-media-query.ts),
 * how many match in all, the page shown (the last one when a later one was asked for) and how many
 * pages there are (at least 1), and what an upload may be.
 */
export const ZStudioMediaListSchema = z.object({
  media: z.array(ZStudioMediaItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pages: z.number().int().positive(),
  limits: z.object({ imageBytes: z.number(), videoBytes: z.number(), types: z.array(z.string()) }),
});
export type TStudioMediaList = z.infer<typeof ZStudioMediaListSchema>;

/** `PUT /media/:id`: the alt texts. */
export const ZStudioMediaAltSchema = z.strictObject({
  alt_es: z.string().max(STUDIO_MEDIA_LIMITS.altText),
  alt_en: z.string().max(STUDIO_MEDIA_LIMITS.altText),
});
export type TStudioMediaAlt = z.infer<typeof ZStudioMediaAltSchema>;

/**
 * Files the site's design finds by their name rather than through a document: the home page's hero
 * slides, video and backgrounds (`hero-*`, `home-*`) and the attorneys' badges (`badge-*`). The library
 * lists them as used by the site and never deletes them.
 */
export const SITE_DESIGN_MEDIA_PREFIXES = ['hero-', 'home-', 'badge-'] as const;
