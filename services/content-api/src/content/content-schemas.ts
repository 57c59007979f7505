import { z } from 'zod';
import { ZHttpsUrlSchema, ZSlugSchema, ZTextSchema } from '@firm/shared/content/content-fields';

const zSlug = ZSlugSchema;
const zKey = zSlug;
const zText = ZTextSchema;
const zMediaName = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.[a-z0-9]+$/,
    'must be a file name in media/',
  );
const zDate = z.iso.datetime({ offset: true }).or(z.iso.date());
const zHttpsUrl = ZHttpsUrlSchema;

/** `categories.json`: the blog categories, in navbar order. */
export const ZCategoriesFileSchema = z.array(
  z.strictObject({
    key: zKey,
    nombre_en: zText,
    nombre_es: zText,
    url_en: zSlug,
    url_es: zSlug,
    /** About abuse or trafficking (VAWA, T, U visas): the category and its articles show Quick exit. */
    quick_exit: z.boolean().default(false),
  }),
);

/**
 * `blog/<key>/meta.json`: what both languages of an article share. A draft (no language published) may
 * leave the category, author and main image empty and the index without entries.
 */
export const ZBlogMetaSchema = z.strictObject({
  category: zKey.or(z.literal('')),
  author: zSlug.or(z.literal('')),
  created_at: zDate,
  updated_at: zDate.optional(),
  featured: z.boolean().default(false),
  /** Both languages (`true`), none (`false`, a draft), or the ones listed (`["es"]`). */
  published: z.union([z.boolean(), z.array(z.enum(['es', 'en'])).max(2)]).default(true),
  /** About abuse or trafficking: the article shows Quick exit (as does every article of a category marked so). */
  quick_exit: z.boolean().default(false),
  main_media: zMediaName.or(z.literal('')),
  index: z.array(
    z.strictObject({ es: zText, en: zText, anchor: z.string().regex(/^[a-z][a-z0-9-]*$/) }),
  ),
});

/** Front matter of `blog/<key>/es.md` and `en.md` of a language that is published. */
export const ZBlogLanguageSchema = z.strictObject({
  url: zSlug,
  titulo: zText.max(140),
  description: zText.max(200),
  main_media_text: zText.max(200),
});

/** The same front matter of a language held back (a draft): every field may still be empty. */
export const ZBlogDraftLanguageSchema = z.strictObject({
  url: zSlug.or(z.literal('')),
  titulo: z.string().max(140),
  description: z.string().max(200),
  main_media_text: z.string().max(200),
});

/** `attorneys/<slug>/profile.json`; the biographies are `bio.es.md` and `bio.en.md` beside it. */
export const ZAttorneyProfileSchema = z.strictObject({
  name: zText,
  role_en: zText,
  role_es: zText,
  is_founder: z.boolean().default(false),
  position: z.number().int().default(0),
  photo: zMediaName,
  photo_alt_en: zText,
  photo_alt_es: zText,
  summary_en: zText,
  summary_es: zText,
  /** At least one: a profile under attorneys/ is an attorney's, and says where she or he may practise. */
  bar_admissions: z
    .array(z.strictObject({ jurisdiction: zText, bar_number: zText }))
    .min(1, 'an attorney states at least one bar admission (state and bar number)'),
  languages_en: z.array(zText).min(1),
  languages_es: z.array(zText).min(1),
  practice_areas_en: z.array(zText),
  practice_areas_es: z.array(zText),
  associations_en: z.array(zText),
  associations_es: z.array(zText),
  social: z.record(z.string(), zHttpsUrl),
});

/** `google-reviews.json`. */
export const ZGoogleReviewsFileSchema = z.array(
  z.strictObject({
    key: zKey,
    imagen: zMediaName,
    nombre: zText,
    rating: z.number().int().min(1).max(5),
    body_en: zText,
    body_es: zText,
    published_at: zDate,
    /** The review on Google (absent for the samples). */
    url: zHttpsUrl.optional(),
  }),
);

/** `travel-testimonials.json`: short videos (`foto`, the spec's name) with a poster image. */
export const ZTravelTestimonialsFileSchema = z.array(
  z.strictObject({ key: zKey, foto: zMediaName, poster: zMediaName, alt_en: zText, alt_es: zText }),
);

/** `giveaway-testimonials.json`. */
export const ZGiveawayTestimonialsFileSchema = z.array(
  z.strictObject({ key: zKey, foto: zMediaName, alt_es: zText, alt_en: zText }),
);

/**
 * `attorney-testimonials.json`: bodies are Markdown; `attorneys` names the profiles that show it
 * (slugs; absent: every attorney's).
 */
export const ZAttorneyTestimonialsFileSchema = z.array(
  z.strictObject({
    key: zKey,
    foto: zMediaName,
    nombre: zText,
    body_en: zText,
    body_es: zText,
    attorneys: z.array(zSlug).min(1).optional(),
  }),
);

/** `lives.json`. */
export const ZLivesFileSchema = z.array(
  z.strictObject({
    key: zKey,
    url: zHttpsUrl,
    streamed_at: z.iso.date(),
    imagen_es: zMediaName,
    nombre_es: zText,
    imagen_en: zMediaName,
    nombre_en: zText,
  }),
);

/** The optional front matter of `pages/<page>/<block>.<lang>.md`. */
export const ZPageTextFrontMatterSchema = z.strictObject({
  /** The "last updated" date the page shows (legal pages), e.g. 2026-11-24. */
  updated: z.iso.date().optional(),
});
