/**
 * What every document of the content studio shares (issue 28): the languages it is written in, its
 * publishing state per language, who changed it, and the problems that keep it from being published.
 * Posts and page texts use these; the collections of issue 30 will too.
 */
import { z } from 'zod';
import { ZIsoDateTimeSchema } from '../content/content-fields';

/** The languages a document is written, published and scheduled in, each on its own. */
export const STUDIO_LANGS = ['es', 'en'] as const;
export type TStudioLang = (typeof STUDIO_LANGS)[number];

/** A language of a document: never published, waiting for its time, on the site, or taken off it. */
export const STUDIO_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type TStudioState = (typeof STUDIO_STATES)[number];

/** The publishing state of one language of a document. */
export const ZStudioLanguageStateSchema = z.object({
  state: z.enum(STUDIO_STATES),
  /** On the site now (a scheduled language may already show an earlier revision). */
  live: z.boolean(),
  /** The revision the site shows (published) or showed last (unpublished); null when never published. */
  published_revision: z.number().int().positive().nullable(),
  published_at: ZIsoDateTimeSchema.nullable(),
  /** When a scheduled language goes live (UTC), and which revision it publishes then. */
  scheduled_at: ZIsoDateTimeSchema.nullable(),
  scheduled_revision: z.number().int().positive().nullable(),
});
export type TStudioLanguageState = z.infer<typeof ZStudioLanguageStateSchema>;

/** Both languages' states. */
export const ZStudioLanguagesSchema = z.object({
  es: ZStudioLanguageStateSchema,
  en: ZStudioLanguageStateSchema,
});
export type TStudioLanguages = z.infer<typeof ZStudioLanguagesSchema>;

/** A member as the studio names them (who saved, who is editing). */
export const ZStudioActorSchema = z.object({ id: z.number().int(), name: z.string() });
export type TStudioActor = z.infer<typeof ZStudioActorSchema>;

/** A field's problem in the editor's language; `field` is a dotted path (`es.titulo`, `index.0.anchor`). */
export const ZStudioProblemSchema = z.object({ field: z.string(), message: z.string() });
export type TStudioProblem = z.infer<typeof ZStudioProblemSchema>;

/** What every document's answer carries beside its own fields. */
export const ZStudioDocumentMetaSchema = z.object({
  /** The head revision: send it back as `baseRevision` when saving. */
  revision: z.number().int().positive(),
  created_at: ZIsoDateTimeSchema,
  updated_at: ZIsoDateTimeSchema,
  /** Who saved the head revision; null for the import. */
  updated_by: ZStudioActorSchema.nullable(),
  languages: ZStudioLanguagesSchema,
  /** Other members who have the document open right now (seen in the last minute). */
  editing: z.array(ZStudioActorSchema.extend({ since: ZIsoDateTimeSchema })),
  /** What keeps each language of the head revision from being published (empty: ready). */
  problems: z.object({ es: z.array(ZStudioProblemSchema), en: z.array(ZStudioProblemSchema) }),
});
export type TStudioDocumentMeta = z.infer<typeof ZStudioDocumentMetaSchema>;

/** `POST …/publish`: publish the head revision in these languages now, or at `at`. */
export const ZStudioPublishSchema = z.strictObject({
  languages: z.array(z.enum(STUDIO_LANGS)).min(1).max(2),
  /** ISO 8601 with its offset (the studio converts the firm's local time); absent or past → now. */
  at: z.iso.datetime({ offset: true }).optional(),
  /** The revision the editor is looking at: refused (409) when another was saved since. */
  baseRevision: z.number().int().positive().optional(),
});
export type TStudioPublish = z.infer<typeof ZStudioPublishSchema>;

/** `POST …/unpublish`: take these languages off the site (a scheduled language is cancelled). */
export const ZStudioUnpublishSchema = z.strictObject({
  languages: z.array(z.enum(STUDIO_LANGS)).min(1).max(2),
});
export type TStudioUnpublish = z.infer<typeof ZStudioUnpublishSchema>;
