import { z } from 'zod';
import { ZIsoDateTimeSchema } from '../content/content-fields';
import { ZStudioActorSchema } from './studio-state';

/**
 * An entry of the content's audit trail (`GET /api/staff/content/audit`): who (null: the import or a
 * scheduled publication), when, what (`create`, `save`, `restore`, `publish`, `schedule`, `unpublish`,
 * `schedule_failed`, `import`, `media.upload`, `media.alt`, `media.delete`) on which document.
 */
export const ZStudioAuditEntrySchema = z.object({
  id: z.number().int(),
  at: ZIsoDateTimeSchema,
  actor: ZStudioActorSchema.nullable(),
  action: z.string(),
  kind: z.string(),
  key: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type TStudioAuditEntry = z.infer<typeof ZStudioAuditEntrySchema>;

/** `GET /audit` → `{ entries }`, newest first (at most 200). */
export const ZStudioAuditSchema = z.object({ entries: z.array(ZStudioAuditEntrySchema) });
