import { z } from 'zod';
import { defineJob } from './define-job';
import { ZTraceparentSchema } from './traceparent';

/** Payload of the acknowledgment e-mail: the lead's id only, never its personal data. */
export const ZAcknowledgeLeadSchema = z.object({
  /** The trace of the lead (tracing on). */
  traceparent: ZTraceparentSchema,
  leadId: z.number().int().positive(),
});
export type TAcknowledgeLeadPayload = z.infer<typeof ZAcknowledgeLeadSchema>;

/** E-mails a lead the acknowledgment of its message (issue 29 §2), in the language of its page. */
export const ACKNOWLEDGE_LEAD_JOB = defineJob({
  name: 'acknowledge-lead',
  schema: ZAcknowledgeLeadSchema,
  jobId: ({ leadId }) => `lead-${leadId}-ack`,
});
