import { z } from 'zod';
import { ZIsoDateTimeSchema } from '../content/content-fields';
import { ZStudioActorSchema } from './studio-state';

/** How a revision came to be. */
export const STUDIO_REVISION_ACTIONS = ['create', 'save', 'restore', 'import', 'migrate'] as const;

/** A revision as the history lists it: who, when, how and which fields changed from the one before. */
export const ZStudioRevisionSummarySchema = z.object({
  revision: z.number().int().positive(),
  action: z.enum(STUDIO_REVISION_ACTIONS),
  /** The revision a restore copied (a number), or `sample` (a page's text as shipped). */
  restored_from: z.string().nullable(),
  created_at: ZIsoDateTimeSchema,
  /** Null: the import (or the migration that made the first revision). */
  actor: ZStudioActorSchema.nullable(),
  /** The dotted paths of the fields that differ from the previous revision (`es.markdown`, `featured`). */
  changes: z.array(z.string()),
});
export type TStudioRevisionSummary = z.infer<typeof ZStudioRevisionSummarySchema>;

/** `GET …/revisions` → `{ revisions }`, newest first. */
export const ZStudioRevisionListSchema = z.object({
  revisions: z.array(ZStudioRevisionSummarySchema),
});

/** `GET …/revisions/:rev`: one revision with its whole document (diff two of them to see what changed). */
export const ZStudioRevisionSchema = ZStudioRevisionSummarySchema.extend({
  document: z.record(z.string(), z.unknown()),
});
export type TStudioRevision = z.infer<typeof ZStudioRevisionSchema>;
