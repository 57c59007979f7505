import { UnrecoverableError } from 'bullmq';
import type { TNotifyIntakePayload } from '@firm/shared/jobs/notify-intake.job';
import { DELIVER_WEBHOOK_JOB } from '@firm/shared/jobs/deliver-webhook.job';
import { jobRequest } from '@firm/shared/jobs/define-job';
import type { TJobHandler } from '../jobs/job-context';
import { composeIntakeEmail } from './intake-email';
import { intakeRecipients } from './recipients';

/**
 * E-mails a lead to the intake team once (a delivery record makes a re-run a no-op). When CRM
 * webhooks are configured it first adds the lead's webhook job, which retries on its own: a
 * mail outage does not hold the CRM back, nor the reverse.
 */
export const notifyIntake: TJobHandler<TNotifyIntakePayload> = async (
  { leadId },
  { store, mailer, queue, settings, jobId },
) => {
  const lead = await store.findLead(leadId);
  if (!lead) throw new UnrecoverableError(`lead ${leadId} does not exist`);
  if (lead.is_spam) return 'spam, not notified';
  if (settings.webhookUrls.length > 0)
    await queue.addBulk([jobRequest(DELIVER_WEBHOOK_JOB, { leadId })]);
  const key = { kind: 'intake_email' as const, subjectKey: `lead-${leadId}`, target: 'intake' };
  if (await store.wasDelivered(key)) return 'already sent';
  const to = intakeRecipients(lead, settings.intakeRoutes, settings.intakeEmailTo);
  const email = composeIntakeEmail(lead, settings.staffInboxUrl);
  const sent = await mailer.send({
    to,
    ...email,
    messageId: `<lead-${leadId}.intake@${settings.mailDomain}>`,
    headers: { 'X-Lead-Id': String(leadId) },
  });
  await store.recordDelivery(key, {
    leadId,
    jobId,
    detail: `${to.join(', ')} ${sent.file ?? sent.messageId}`,
  });
  return `sent to ${to.length} recipient(s)`;
};
