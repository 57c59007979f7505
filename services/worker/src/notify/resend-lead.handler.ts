import { UnrecoverableError } from 'bullmq';
import { jobRequest } from '@firm/shared/jobs/define-job';
import { NOTIFY_INTAKE_JOB } from '@firm/shared/jobs/notify-intake.job';
import type { TResendLeadPayload } from '@firm/shared/jobs/resend-lead.job';
import type { TJobHandler } from '../jobs/job-context';
import { findResendLeadId } from '../leads/lead.repository';

/**
 * A re-send a staff member asked for: adds the lead's notification again with the re-send's id, so it is
 * delivered under keys of its own (one new e-mail, one new POST per webhook URL). Its job id derives from
 * the re-send, so running twice adds nothing new.
 */
export const resendLead: TJobHandler<TResendLeadPayload> = async (
  { resendId },
  { pool, queue },
) => {
  const leadId = await findResendLeadId(pool, resendId);
  if (!leadId) throw new UnrecoverableError(`re-send ${resendId} does not exist`);
  await queue.addBulk([jobRequest(NOTIFY_INTAKE_JOB, { leadId, resendId })]);
  return `lead ${leadId} queued again`;
};
