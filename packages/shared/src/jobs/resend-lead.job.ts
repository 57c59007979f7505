import { z } from 'zod';
import { defineJob } from './define-job';

/** Payload of a re-send a staff member asked for: the `lead_resends` row's id. */
export const ZResendLeadSchema = z.object({ resendId: z.number().int().positive() });
export type TResendLeadPayload = z.infer<typeof ZResendLeadSchema>;

/** Adds the notification of a lead again, under the re-send's own delivery keys. */
export const RESEND_LEAD_JOB = defineJob({
  name: 'resend-lead',
  schema: ZResendLeadSchema,
  jobId: ({ resendId }) => `resend-${resendId}`,
});
