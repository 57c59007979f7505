import type { z } from 'zod';
import type { TJobDefinition } from '@firm/shared/jobs/define-job';
import { ACKNOWLEDGE_BY_TEXT_JOB } from '@firm/shared/jobs/acknowledge-by-text.job';
import { ACKNOWLEDGE_LEAD_JOB } from '@firm/shared/jobs/acknowledge-lead.job';
import { DELIVER_WEBHOOK_JOB } from '@firm/shared/jobs/deliver-webhook.job';
import { FAN_OUT_REFERRAL_BATCH_JOB } from '@firm/shared/jobs/fan-out-referral-batch.job';
import { NOTIFY_INTAKE_JOB } from '@firm/shared/jobs/notify-intake.job';
import { RESEND_LEAD_JOB } from '@firm/shared/jobs/resend-lead.job';
import { SEND_OPS_ALERT_JOB } from '@firm/shared/jobs/send-ops-alert.job';
import { acknowledgeLead } from '../acknowledge/acknowledge-lead.handler';
import { acknowledgeByText } from '../sms/acknowledge-by-text.handler';
import { sendOpsAlert } from '../dead-letters/send-ops-alert.handler';
import { notifyIntake } from '../notify/notify-intake.handler';
import { resendLead } from '../notify/resend-lead.handler';
import { fanOutReferralBatch } from '../referrals/fan-out-referral-batch.handler';
import { deliverWebhook } from '../webhooks/deliver-webhook.handler';
import type { TJobHandler } from './job-context';

/** A definition bound to its handler. */
export type TRegisteredJob = { definition: TJobDefinition<z.ZodType>; handler: TJobHandler<never> };

const register = <S extends z.ZodType>(
  definition: TJobDefinition<S>,
  handler: TJobHandler<z.infer<S>>,
): TRegisteredJob => ({
  definition: definition as TJobDefinition<z.ZodType>,
  handler: handler as TJobHandler<never>,
});

/** Every job the worker runs, by name. */
export const JOB_HANDLERS: ReadonlyMap<string, TRegisteredJob> = new Map(
  [
    register(NOTIFY_INTAKE_JOB, notifyIntake),
    register(DELIVER_WEBHOOK_JOB, deliverWebhook),
    register(FAN_OUT_REFERRAL_BATCH_JOB, fanOutReferralBatch),
    register(SEND_OPS_ALERT_JOB, sendOpsAlert),
    register(RESEND_LEAD_JOB, resendLead),
    register(ACKNOWLEDGE_LEAD_JOB, acknowledgeLead),
    register(ACKNOWLEDGE_BY_TEXT_JOB, acknowledgeByText),
  ].map((job) => [job.definition.name, job]),
);

/** A job's name as a metrics label: one of the handlers' names, else `unknown` (a bounded set). */
export const jobLabel = (name: string) => (JOB_HANDLERS.has(name) ? name : 'unknown');
