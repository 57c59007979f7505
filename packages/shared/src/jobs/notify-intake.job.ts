import { z } from 'zod';
import { defineJob } from './define-job';
import { ZTraceparentSchema } from './traceparent';
import { leadSubjectKey } from './lead-subject-key';

/** Payload of the intake notification: the lead's id only, never its personal data. */
export const ZNotifyIntakeSchema = z.object({
  /** The trace of the lead (tracing on). */
  traceparent: ZTraceparentSchema,
  leadId: z.number().int().positive(),
  /** A re-send a staff member asked for (`lead_resends.id`): sent again under keys of its own. */
  resendId: z.number().int().positive().optional(),
});
export type TNotifyIntakePayload = z.infer<typeof ZNotifyIntakeSchema>;

/** E-mails one lead to the intake team (recipients routed by the worker's config). */
export const NOTIFY_INTAKE_JOB = defineJob({
  name: 'notify-intake',
  schema: ZNotifyIntakeSchema,
  jobId: ({ leadId, resendId }) => `${leadSubjectKey(leadId, resendId)}-notify`,
});
