import { z } from 'zod';
import { defineJob } from './define-job';
import { ZTraceparentSchema } from './traceparent';
import { leadSubjectKey } from './lead-subject-key';

/** Payload of the CRM webhook delivery: the lead's id only. */
export const ZDeliverWebhookSchema = z.object({
  /** The trace of the lead (tracing on). */
  traceparent: ZTraceparentSchema,
  leadId: z.number().int().positive(),
  /** A re-send a staff member asked for (`lead_resends.id`). */
  resendId: z.number().int().positive().optional(),
});
export type TDeliverWebhookPayload = z.infer<typeof ZDeliverWebhookSchema>;

/** POSTs one lead, HMAC-signed, to every configured webhook URL. */
export const DELIVER_WEBHOOK_JOB = defineJob({
  name: 'deliver-webhook',
  schema: ZDeliverWebhookSchema,
  jobId: ({ leadId, resendId }) => `${leadSubjectKey(leadId, resendId)}-webhook`,
});
