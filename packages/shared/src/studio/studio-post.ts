/**
 * A blog article in the content studio (issue 28). The document uses the import format's own names
 * (`infra/content/blog/<folder>/meta.json` and the front matter of `es.md`/`en.md`): category and
 * author by their key/slug, media by their file name in the library (`blog-vawa.jpg`). A draft may be
 * incomplete; what publishing a language needs is listed in the answer's `problems`.
 */
import { z } from 'zod';
import { ZIsoDateTimeSchema } from '../content/content-fields';
import {
  ZStudioDocumentMetaSchema,
  ZStudioLanguagesSchema,
  ZStudioActorSchema,
} from './studio-state';

/** Longest values of an article's fields (the import's limits; the body is generous). */
export const STUDIO_POST_LIMITS = {
  url: 120,
  titulo: 140,
  description: 200,
  main_media_text: 200,
  markdown: 200_000,
  indexEntries: 40,
  indexText: 140,
  anchor: 80,
  key: 200,
} as const;

const L = STUDIO_POST_LIMITS;

/** One language of an article: the front matter of `es.md`/`en.md` and its Markdown body. */
export const ZStudioPostLanguageSchema = z.strictObject({
  /** The address (`/blog/<url>`, `/en/blog/<url>`): lowercase words and hyphens, unique per language. */
  url: z.string().max(L.url),
  titulo: z.string().max(L.titulo),
  /** The SEO description and list excerpt (at most 200 characters). */
  description: z.string().max(L.description),
  /** The main image's alt text in this language. */
  main_media_text: z.string().max(L.main_media_text),
  markdown: z.string().max(L.markdown),
});
export type TStudioPostLanguage = z.infer<typeof ZStudioPostLanguageSchema>;

/** An entry of the in-page index: its titles in both languages and the heading id both bodies carry. */
export const ZStudioIndexEntrySchema = z.strictObject({
  es: z.string().max(L.indexText),
  en: z.string().max(L.indexText),
  anchor: z.string().max(L.anchor),
});

/** An article's document: what a revision stores and what `POST`/`PUT` send. */
export const ZStudioPostDocumentSchema = z.strictObject({
  /** The category's key (`categories.json`). */
  category: z.string().max(L.key),
  /** The author attorney's slug. */
  author: z.string().max(L.key),
  featured: z.boolean(),
  /**
   * About abuse or trafficking (VAWA, T, U): the article shows Quick exit and the note on browsing
   * safely (as does every article of a category marked so). A revision saved before the field existed
   * reads false.
   */
  quick_exit: z.boolean().default(false),
  /** The main image's file name in the media library. */
  main_media: z.string().max(L.key),
  index: z.array(ZStudioIndexEntrySchema).max(L.indexEntries),
  es: ZStudioPostLanguageSchema,
  en: ZStudioPostLanguageSchema,
});
export type TStudioPostDocument = z.infer<typeof ZStudioPostDocumentSchema>;

/** `PUT /posts/:id`: the document and the revision it was based on (a newer one saved since → 409). */
export const ZStudioPostSaveSchema = ZStudioPostDocumentSchema.extend({
  baseRevision: z.number().int().positive(),
});
export type TStudioPostSave = z.infer<typeof ZStudioPostSaveSchema>;

/** `POST /posts`: a new article; every field may be left out (an empty draft). */
export const ZStudioPostCreateSchema = ZStudioPostDocumentSchema.partial().extend({
  es: ZStudioPostLanguageSchema.partial().optional(),
  en: ZStudioPostLanguageSchema.partial().optional(),
});
export type TStudioPostCreate = z.infer<typeof ZStudioPostCreateSchema>;

/** An empty article. */
export function emptyStudioPost(): TStudioPostDocument {
  const language = { url: '', titulo: '', description: '', main_media_text: '', markdown: '' };
  return {
    category: '',
    author: '',
    featured: false,
    quick_exit: false,
    main_media: '',
    index: [],
    es: { ...language },
    en: { ...language },
  };
}

/** `GET /posts/:id` (and the answer of every change): the document, its id and its state. */
export const ZStudioPostSchema = ZStudioPostDocumentSchema.extend({
  id: z.number().int().positive(),
}).extend(ZStudioDocumentMetaSchema.shape);
export type TStudioPost = z.infer<typeof ZStudioPostSchema>;

/** An article as the studio's list shows it. */
export const ZStudioPostListItemSchema = z.object({
  id: z.number().int().positive(),
  revision: z.number().int().positive(),
  titulo_es: z.string(),
  titulo_en: z.string(),
  url_es: z.string(),
  url_en: z.string(),
  category: z.string(),
  featured: z.boolean(),
  updated_at: ZIsoDateTimeSchema,
  updated_by: ZStudioActorSchema.nullable(),
  languages: ZStudioLanguagesSchema,
});
export type TStudioPostListItem = z.infer<typeof ZStudioPostListItemSchema>;

/** `GET /posts` → `{ posts }`, the latest changed first. */
export const ZStudioPostListSchema = z.object({ posts: z.array(ZStudioPostListItemSchema) });

/** `GET /post-choices`: the categories an article may name (by key) and its possible authors. */
export const ZStudioPostChoicesSchema = z.object({
  categories: z.array(z.object({ key: z.string(), nombre_es: z.string(), nombre_en: z.string() })),
  authors: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type TStudioPostChoices = z.infer<typeof ZStudioPostChoicesSchema>;
