import { z } from 'zod';
import { defineJob } from './define-job';
import { ZTraceparentSchema } from './traceparent';

/**
 * Payload of an operations alert: the start of its window (ms since the epoch). One alert per
 * window lists every dead letter not alerted yet, so a burst (SMTP refusing past the retry budget)
 * is one e-mail, not one per lead.
 */
export const ZSendOpsAlertSchema = z.object({
  /** The trace of the lead (tracing on). */
  traceparent: ZTraceparentSchema,
  windowStart: z.number().int().nonnegative(),
});
export type TSendOpsAlertPayload = z.infer<typeof ZSendOpsAlertSchema>;

/** Length of an alert window: the dead letters of a window are reported at its end. */
export const OPS_ALERT_WINDOW_MS = 120_000;

/** E-mails the operations address the jobs that exhausted their retries in one window. */
export const SEND_OPS_ALERT_JOB = defineJob({
  name: 'send-ops-alert',
  schema: ZSendOpsAlertSchema,
  jobId: ({ windowStart }) => `ops-alert-${windowStart}`,
});
