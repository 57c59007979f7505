import { ACKNOWLEDGE_BY_TEXT_JOB } from './acknowledge-by-text.job';
import { ACKNOWLEDGE_LEAD_JOB } from './acknowledge-lead.job';
import { jobRequest, type TJobRequest } from './define-job';
import { FAN_OUT_REFERRAL_BATCH_JOB } from './fan-out-referral-batch.job';
import { NOTIFY_INTAKE_JOB } from './notify-intake.job';
import { RESEND_LEAD_JOB } from './resend-lead.job';

/** Events written to the outbox in the same transaction as the data they announce. */
export const OUTBOX_EVENTS = {
  /** A real (not spam) lead was stored; subject = lead id. */
  leadAccepted: 'lead-accepted',
  /** A referral batch and its leads were stored; subject = batch id. */
  referralBatchAccepted: 'referral-batch-accepted',
  /** A staff member asked for a lead's notification again; subject = `lead_resends` id. */
  leadResend: 'lead-resend',
  /**
   * A lead stored with an e-mail whom the firm may message (`acknowledgmentDue`) gets the
   * acknowledgment e-mail; subject = lead id. Written in the lead's transaction.
   */
  leadAcknowledge: 'lead-acknowledge',
  /**
   * A lead stored whom the firm may text (`textAcknowledgmentDue`, texts configured) gets the
   * acknowledgment by text; subject = lead id. Written in the lead's transaction.
   */
  leadAcknowledgeByText: 'lead-acknowledge-by-text',
} as const;

export type TOutboxEvent = (typeof OUTBOX_EVENTS)[keyof typeof OUTBOX_EVENTS];

/** One outbox row as the relay reads it (`traceparent`: the trace of the request that wrote it). */
export type TOutboxMessage = {
  id: number;
  event: string;
  subjectId: number;
  traceparent?: string | undefined;
};

/**
 * The jobs an outbox row publishes. Job ids derive from the subject (lead or batch id), so a row
 * published twice (a crash between add and mark) creates each job once.
 * @throws Error for an unknown event: a programmer error the relay must not skip silently
 */
export function jobsForOutboxMessage(message: TOutboxMessage): TJobRequest[] {
  switch (message.event) {
    // The notification job adds the webhook job itself when the worker has webhooks configured,
    // so a site without a CRM pays for one job per lead, not two.
    case OUTBOX_EVENTS.leadAccepted:
      return [jobRequest(NOTIFY_INTAKE_JOB, { leadId: message.subjectId })];
    case OUTBOX_EVENTS.referralBatchAccepted:
      return [jobRequest(FAN_OUT_REFERRAL_BATCH_JOB, { batchId: message.subjectId })];
    case OUTBOX_EVENTS.leadResend:
      return [jobRequest(RESEND_LEAD_JOB, { resendId: message.subjectId })];
    case OUTBOX_EVENTS.leadAcknowledge:
      return [jobRequest(ACKNOWLEDGE_LEAD_JOB, { leadId: message.subjectId })];
    case OUTBOX_EVENTS.leadAcknowledgeByText:
      return [jobRequest(ACKNOWLEDGE_BY_TEXT_JOB, { leadId: message.subjectId })];
    default:
      throw new Error(`Unknown outbox event "${message.event}" (row ${message.id})`);
  }
}

/** Jobs for one lead (also used by the referral fan-out). */
export function jobsForLead(leadId: number): TJobRequest[] {
  return jobsForOutboxMessage({ id: 0, event: OUTBOX_EVENTS.leadAccepted, subjectId: leadId });
}
