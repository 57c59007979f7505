import { z } from 'zod';
import { defineJob } from './define-job';

/** Payload of an operations alert: the dead-letter record's id. */
export const ZSendOpsAlertSchema = z.object({ deadLetterId: z.number().int().positive() });
export type TSendOpsAlertPayload = z.infer<typeof ZSendOpsAlertSchema>;

/** E-mails the operations address that a job exhausted its retries. */
export const SEND_OPS_ALERT_JOB = defineJob({
  name: 'send-ops-alert',
  schema: ZSendOpsAlertSchema,
  jobId: ({ deadLetterId }) => `dead-letter-${deadLetterId}-alert`,
});
