import { z } from 'zod';
import { defineJob } from './define-job';

/** Payload of the CRM webhook delivery: the lead's id only. */
export const ZDeliverWebhookSchema = z.object({ leadId: z.number().int().positive() });
export type TDeliverWebhookPayload = z.infer<typeof ZDeliverWebhookSchema>;

/** POSTs one lead, HMAC-signed, to every configured webhook URL. */
export const DELIVER_WEBHOOK_JOB = defineJob({
  name: 'deliver-webhook',
  schema: ZDeliverWebhookSchema,
  jobId: ({ leadId }) => `lead-${leadId}-webhook`,
});
