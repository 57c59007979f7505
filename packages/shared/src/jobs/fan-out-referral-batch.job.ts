import { z } from 'zod';
import { defineJob } from './define-job';
import { ZTraceparentSchema } from './traceparent';

/** Payload of the referral fan-out: the batch id only. */
export const ZFanOutReferralBatchSchema = z.object({
  /** The trace of the lead (tracing on). */
  traceparent: ZTraceparentSchema,
  batchId: z.number().int().positive(),
});
export type TFanOutReferralBatchPayload = z.infer<typeof ZFanOutReferralBatchSchema>;

/** Turns one stored referral batch into a notification and a webhook job per referred lead. */
export const FAN_OUT_REFERRAL_BATCH_JOB = defineJob({
  name: 'fan-out-referral-batch',
  schema: ZFanOutReferralBatchSchema,
  jobId: ({ batchId }) => `referral-batch-${batchId}`,
});
