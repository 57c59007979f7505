import { UnrecoverableError } from 'bullmq';
import { jobsForLead } from '@firm/shared/jobs/outbox-events';
import type { TFanOutReferralBatchPayload } from '@firm/shared/jobs/fan-out-referral-batch.job';
import type { TJobHandler } from '../jobs/job-context';
import { findBatchLeadIds } from '../leads/lead.repository';

/**
 * Fans a stored referral batch out into a notification and a webhook job per referred lead.
 * Job ids derive from the lead ids, so running twice adds nothing new.
 */
export const fanOutReferralBatch: TJobHandler<TFanOutReferralBatchPayload> = async (
  { batchId },
  { pool, queue },
) => {
  const leadIds = await findBatchLeadIds(pool, batchId);
  if (leadIds.length === 0) throw new UnrecoverableError(`referral batch ${batchId} has no leads`);
  await queue.addBulk(leadIds.flatMap(jobsForLead));
  return `fanned out ${leadIds.length} referral(s)`;
};
