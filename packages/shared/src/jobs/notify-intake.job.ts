import { z } from 'zod';
import { defineJob } from './define-job';

/** Payload of the intake notification: the lead's id only, never its personal data. */
export const ZNotifyIntakeSchema = z.object({ leadId: z.number().int().positive() });
export type TNotifyIntakePayload = z.infer<typeof ZNotifyIntakeSchema>;

/** E-mails one lead to the intake team (recipients routed by the worker's config). */
export const NOTIFY_INTAKE_JOB = defineJob({
  name: 'notify-intake',
  schema: ZNotifyIntakeSchema,
  jobId: ({ leadId }) => `lead-${leadId}-notify`,
});
