/**
 * The content studio's second part (issue 30): the collections the site shows besides articles and
 * page texts — Google reviews, travel / giveaway / attorney testimonials, lives, attorneys, blog
 * categories — and the firm's facts. One contract for content-api, the studio pages and the tests.
 *
 * An item's document uses the field names of its file in `infra/content` (a review: `nombre`,
 * `imagen`, `body_es`, `body_en`…; media by their file name in the library); its answer adds `id`
 * (the document's key), `revision`, `sample` and the studio's state (studio-state.ts). Both languages
 * of an item live in one document and are published together (`languages: ['es', 'en']`).
 */
import { z } from 'zod';
import { ZHttpsUrlSchema, ZSlugSchema, ZTextSchema } from '../content/content-fields';
import { ZSiteConfigSchema } from '../content/site-config';
import { ZStudioDocumentMetaSchema } from './studio-state';

/** The collections of the studio's second part, in the order the studio's home lists them. */
export const STUDIO_COLLECTIONS = [
  'reviews',
  'travel',
  'giveaway',
  'attorney-testimonials',
  'lives',
  'attorneys',
  'categories',
  'firm',
] as const;
export type TStudioCollection = (typeof STUDIO_COLLECTIONS)[number];

/** Collections whose order the editor sets (the others follow their dates: reviews, lives). */
export const ORDERED_COLLECTIONS = [
  'travel',
  'giveaway',
  'attorney-testimonials',
  'attorneys',
  'categories',
] as const satisfies readonly TStudioCollection[];

/** The API segment of each collection under `/api/staff/content/`. */
export const STUDIO_COLLECTION_SEGMENTS: Record<TStudioCollection, string> = {
  reviews: 'reviews',
  travel: 'testimonials/travel',
  giveaway: 'testimonials/giveaway',
  'attorney-testimonials': 'testimonials/attorney',
  lives: 'lives',
  attorneys: 'attorneys',
  categories: 'categories',
  firm: 'firm',
};

/** Longest free texts of the collections' fields. */
export const STUDIO_COLLECTION_LIMITS = { name: 120, alt: 300, body: 4000, bio: 40_000 } as const;
const L = STUDIO_COLLECTION_LIMITS;

const zText = (max: number) => ZTextSchema.max(max);
/** A file of the media library, by its name (`avatar-01.png`). */
export const ZMediaNameSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.[a-z0-9]+$/,
    'must be a file of the library',
  )
  .max(200);
const zDate = z.iso.date();

/**
 * The address of a recording on a video platform: a YouTube video (`watch?v=`, `youtu.be/`, `/live/`,
 * `/shorts/`), a Facebook video, a TikTok video or a Vimeo video — not a channel, a search or a page.
 */
export const VIDEO_URL_PATTERNS: readonly RegExp[] = [
  /^https:\/\/(www\.|m\.)?youtube\.com\/watch\?(.*&)?v=[\w-]{6,}/,
  /^https:\/\/youtu\.be\/[\w-]{6,}/,
  /^https:\/\/(www\.)?youtube\.com\/(live|shorts)\/[\w-]{6,}/,
  /^https:\/\/(www\.|m\.)?facebook\.com\/([^/?#]+\/videos\/|watch\/?\?v=|reel\/)\d+/,
  /^https:\/\/fb\.watch\/[\w-]+/,
  /^https:\/\/(www\.)?tiktok\.com\/@[\w.-]+\/video\/\d+/,
  /^https:\/\/(www\.)?vimeo\.com\/\d+/,
];

/** Whether a URL is one of {@link VIDEO_URL_PATTERNS}. */
export function isVideoUrl(url: string): boolean {
  return VIDEO_URL_PATTERNS.some((pattern) => pattern.test(url));
}

/** A Google review (`google-reviews.json`); its relative date is computed from `published_at`. */
export const ZStudioReviewDocumentSchema = z.strictObject({
  nombre: zText(L.name),
  /** The reviewer's photo. */
  imagen: ZMediaNameSchema,
  rating: z.number().int().min(1).max(5),
  body_es: zText(L.body),
  body_en: zText(L.body),
  /**
   * The day Google shows for the review (a date; the shipped samples carry a time too, kept as
   * written so their relative dates do not move).
   */
  published_at: zDate.or(z.iso.datetime({ offset: true })),
  /** The review on Google (absent for the samples). */
  url: ZHttpsUrlSchema.optional(),
});
export type TStudioReviewDocument = z.infer<typeof ZStudioReviewDocumentSchema>;

/** A travel testimonial (`travel-testimonials.json`): a short video (`foto`) and its poster image. */
export const ZStudioTravelDocumentSchema = z.strictObject({
  foto: ZMediaNameSchema,
  poster: ZMediaNameSchema,
  alt_es: zText(L.alt),
  alt_en: zText(L.alt),
});
export type TStudioTravelDocument = z.infer<typeof ZStudioTravelDocumentSchema>;

/** A giveaway testimonial (`giveaway-testimonials.json`): an image. */
export const ZStudioGiveawayDocumentSchema = z.strictObject({
  foto: ZMediaNameSchema,
  alt_es: zText(L.alt),
  alt_en: zText(L.alt),
});
export type TStudioGiveawayDocument = z.infer<typeof ZStudioGiveawayDocumentSchema>;

/** A client testimonial of the attorney pages (`attorney-testimonials.json`; bodies are Markdown). */
export const ZStudioAttorneyTestimonialDocumentSchema = z.strictObject({
  foto: ZMediaNameSchema,
  nombre: zText(L.name),
  body_es: zText(L.body),
  body_en: zText(L.body),
  /** The attorneys (slugs) whose profile shows it: at least one. */
  attorneys: z.array(ZSlugSchema).min(1),
});
export type TStudioAttorneyTestimonialDocument = z.infer<
  typeof ZStudioAttorneyTestimonialDocumentSchema
>;

/** A live broadcast (`lives.json`): its recording's URL is a real video's ({@link isVideoUrl}). */
export const ZStudioLiveDocumentSchema = z.strictObject({
  url: ZHttpsUrlSchema,
  streamed_at: zDate,
  nombre_es: zText(L.name * 2),
  nombre_en: zText(L.name * 2),
  imagen_es: ZMediaNameSchema,
  imagen_en: ZMediaNameSchema,
});
export type TStudioLiveDocument = z.infer<typeof ZStudioLiveDocumentSchema>;

/** A bar admission: the state (or court) and the bar number, both shown on the profile. */
export const ZStudioBarAdmissionSchema = z.strictObject({
  jurisdiction: zText(L.name),
  bar_number: zText(40),
});

/**
 * An attorney (`attorneys/<slug>/profile.json` with `bio.es.md`/`bio.en.md` as `bio_es`/`bio_en`).
 * Changing `slug` keeps the old address answering with a 301 to the new one.
 */
export const ZStudioAttorneyDocumentSchema = z.strictObject({
  slug: ZSlugSchema.max(80),
  name: zText(L.name),
  role_es: zText(L.name),
  role_en: zText(L.name),
  /** The founder (one at most) or a consulting attorney. */
  is_founder: z.boolean(),
  photo: ZMediaNameSchema,
  photo_alt_es: zText(L.alt),
  photo_alt_en: zText(L.alt),
  summary_es: zText(L.alt * 2),
  summary_en: zText(L.alt * 2),
  /** Markdown. */
  bio_es: zText(L.bio),
  bio_en: zText(L.bio),
  bar_admissions: z.array(ZStudioBarAdmissionSchema).min(1),
  languages_es: z.array(zText(60)).min(1),
  languages_en: z.array(zText(60)).min(1),
  practice_areas_es: z.array(zText(L.name)),
  practice_areas_en: z.array(zText(L.name)),
  associations_es: z.array(zText(L.name * 2)),
  associations_en: z.array(zText(L.name * 2)),
  /** Network name (`facebook`, `linkedin`…) → https URL. */
  social: z.record(z.string().regex(/^[a-z]{2,20}$/), ZHttpsUrlSchema),
});
export type TStudioAttorneyDocument = z.infer<typeof ZStudioAttorneyDocumentSchema>;

/** A blog category (`categories.json`); one with articles cannot be deleted. */
export const ZStudioCategoryDocumentSchema = z.strictObject({
  nombre_es: zText(80),
  nombre_en: zText(80),
  url_es: ZSlugSchema.max(80),
  url_en: ZSlugSchema.max(80),
  /** About abuse or trafficking: the category and its articles show Quick exit. */
  quick_exit: z.boolean(),
});
export type TStudioCategoryDocument = z.infer<typeof ZStudioCategoryDocumentSchema>;

/** The firm's facts: the site configuration itself (one document, key `firm`; admins only). */
export const ZStudioFirmDocumentSchema = ZSiteConfigSchema;
export type TStudioFirmDocument = z.infer<typeof ZStudioFirmDocumentSchema>;

/** Each collection's document schema. */
export const STUDIO_COLLECTION_SCHEMAS = {
  reviews: ZStudioReviewDocumentSchema,
  travel: ZStudioTravelDocumentSchema,
  giveaway: ZStudioGiveawayDocumentSchema,
  'attorney-testimonials': ZStudioAttorneyTestimonialDocumentSchema,
  lives: ZStudioLiveDocumentSchema,
  attorneys: ZStudioAttorneyDocumentSchema,
  categories: ZStudioCategoryDocumentSchema,
  firm: ZStudioFirmDocumentSchema,
} as const satisfies Record<TStudioCollection, z.ZodType>;

/** What `GET …/:id` answers and every change returns: the document, its key and its state. */
export const ZStudioItemMetaSchema = ZStudioDocumentMetaSchema.extend({
  /** The document's key (a review's `maria-t`, an attorney's numeric id, `firm`). */
  id: z.string(),
  /** Still the content shipped in `infra/content` (no editor changed or replaced it). */
  sample: z.boolean(),
  /**
   * `infra/content` ships this item (imported from its file): it can go back to that text
   * (`restore` with `sample`). False for an item created in the studio.
   */
  has_sample: z.boolean(),
  /** The editor-set place (ordered collections), 0 first; null for the others. */
  position: z.number().int().nullable(),
});
export type TStudioItemMeta = z.infer<typeof ZStudioItemMetaSchema>;

/** An item as `GET /api/staff/content/<segment>` lists it (in the order the site shows them). */
export const ZStudioListItemSchema = z.object({
  id: z.string(),
  revision: z.number().int().positive(),
  /** What the list shows of it (a name, an alt text…). */
  label: z.string(),
  /** A thumbnail (media file name) when it has one. */
  image: z.string().nullable(),
  sample: z.boolean(),
  /** On the site now. */
  live: z.boolean(),
  position: z.number().int().nullable(),
  updated_at: z.string(),
});
export type TStudioListItem = z.infer<typeof ZStudioListItemSchema>;

/** `GET /api/staff/content/<segment>`: the items in the order the site shows them. */
export const ZStudioItemListSchema = z.object({ items: z.array(ZStudioListItemSchema) });
export type TStudioItemList = z.infer<typeof ZStudioItemListSchema>;

/** `PUT …/<segment>/order`: every item's id, in the new order. */
export const ZStudioOrderSchema = z.strictObject({ ids: z.array(z.string().max(200)).min(1) });
export type TStudioOrder = z.infer<typeof ZStudioOrderSchema>;

/** `GET /api/staff/content/samples`: what the site still shows of the shipped sample content. */
export const ZStudioSamplesSchema = z.object({
  total: z.number().int().nonnegative(),
  byCollection: z.record(z.enum(STUDIO_COLLECTIONS), z.number().int().nonnegative()),
  /** Each sample item, to link to it from the studio's home. */
  items: z.record(
    z.enum(STUDIO_COLLECTIONS),
    z.array(z.object({ id: z.string(), label: z.string() })),
  ),
});
export type TStudioSamples = z.infer<typeof ZStudioSamplesSchema>;

/**
 * `GET /api/content/samples` (internal, for the web edge's pages): the public ids of the sample
 * reviews and testimonials the pages label as examples, and the total the heading and band count.
 */
export const ZPublicSamplesSchema = z.object({
  total: z.number().int().nonnegative(),
  reviews: z.array(z.number().int()),
  travel: z.array(z.number().int()),
  giveaway: z.array(z.number().int()),
  attorneyTestimonials: z.array(z.number().int()),
});
export type TPublicSamples = z.infer<typeof ZPublicSamplesSchema>;
