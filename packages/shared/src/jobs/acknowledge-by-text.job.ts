import { z } from 'zod';
import { defineJob } from './define-job';
import { ZTraceparentSchema } from './traceparent';

/**
 * Payload of the acknowledgment by text: the lead's id only, and — when a text due at night was put off
 * to the morning — the time it was put off to, which names the delayed job.
 */
export const ZAcknowledgeByTextSchema = z.object({
  /** The trace of the lead (tracing on). */
  traceparent: ZTraceparentSchema,
  leadId: z.number().int().positive(),
  notBefore: z.number().int().positive().optional(),
});
export type TAcknowledgeByTextPayload = z.infer<typeof ZAcknowledgeByTextSchema>;

/** Texts a lead the acknowledgment of its message (issue 29 §2), in texting hours, in its language. */
export const ACKNOWLEDGE_BY_TEXT_JOB = defineJob({
  name: 'acknowledge-by-text',
  schema: ZAcknowledgeByTextSchema,
  jobId: ({ leadId, notBefore }) =>
    notBefore ? `lead-${leadId}-ack-text-at-${notBefore}` : `lead-${leadId}-ack-text`,
});
