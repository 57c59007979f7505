import { z } from 'zod';
import { defineJob } from './define-job';
import { ZTraceparentSchema } from './traceparent';

/** Payload of a re-send a staff member asked for: the `lead_resends` row's id. */
export const ZResendLeadSchema = z.object({
  /** The trace of the lead (tracing on). */
  traceparent: ZTraceparentSchema,
  resendId: z.number().int().positive(),
});
export type TResendLeadPayload = z.infer<typeof ZResendLeadSchema>;

/** Adds the notification of a lead again, under the re-send's own delivery keys. */
export const RESEND_LEAD_JOB = defineJob({
  name: 'resend-lead',
  schema: ZResendLeadSchema,
  jobId: ({ resendId }) => `resend-${resendId}`,
});
