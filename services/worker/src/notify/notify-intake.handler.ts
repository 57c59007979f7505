import { UnrecoverableError } from 'bullmq';
import type { TNotifyIntakePayload } from '@firm/shared/jobs/notify-intake.job';
import { DELIVER_WEBHOOK_JOB } from '@firm/shared/jobs/deliver-webhook.job';
import { jobRequest } from '@firm/shared/jobs/define-job';
import { leadSubjectKey } from '@firm/shared/jobs/lead-subject-key';
import type { TJobHandler } from '../jobs/job-context';
import { deliverOnce } from '../deliveries/deliver-once';
import { loadRoutingRules } from '../routing/routing-rules.repository';
import { composeIntakeEmail } from './intake-email';
import { findErasedContactMatch, findOwnerAddress } from '../leads/lead.repository';
import { routedRecipients, routedWebhookUrls, withOwner } from './recipients';
import { intakeEmailLatency } from '../metrics/worker-metrics';

/**
 * E-mails a lead to the intake team once (a delivery claimed before the send and recorded after it
 * makes a re-run, or a second job for the same lead, a no-op), to the addresses
 * the admins' routing rules (else the environment) name. When the lead has webhook URLs it first adds
 * the lead's webhook job, which retries on its own: a mail outage does not hold the CRM back, nor the
 * reverse. A re-send (`resendId`) does the same under delivery keys of its own.
 */
export const notifyIntake: TJobHandler<TNotifyIntakePayload> = async (
  { leadId, resendId },
  { store, mailer, queue, settings, jobId, pool, log },
) => {
  const lead = await store.findLead(leadId);
  if (!lead) throw new UnrecoverableError(`lead ${leadId} does not exist`);
  if (lead.is_spam) return 'spam, not notified';
  const rules = await loadRoutingRules(pool);
  if (routedWebhookUrls(lead, rules, settings).length > 0)
    await queue.addBulk([jobRequest(DELIVER_WEBHOOK_JOB, { leadId, resendId })]);
  const subjectKey = leadSubjectKey(leadId, resendId);
  const key = { kind: 'intake_email' as const, subjectKey, target: 'intake' };
  // the lead's owner as well as the routed addresses (once, if routed too)
  const to = withOwner(
    routedRecipients(lead, rules, settings, log),
    await findOwnerAddress(pool, leadId),
  );
  const email = composeIntakeEmail(lead, settings.staffInboxUrl, {
    erasedContactMatchAt: await findErasedContactMatch(pool, leadId),
  });
  const outcome = await deliverOnce({
    pool,
    key,
    leadId,
    jobId,
    log,
    send: async () => {
      const sent = await mailer.send({
        to,
        ...email,
        messageId: `<${subjectKey}.intake@${settings.mailDomain}>`,
        headers: { 'X-Lead-Id': String(leadId) },
      });
      return `${to.join(', ')} ${sent.file ?? sent.messageId}`;
    },
  });
  // a lead's first intake e-mail (a re-send is a person's choice, not the pipeline's latency)
  if (outcome === 'sent' && resendId === undefined)
    intakeEmailLatency.observe(Math.max(0, Date.now() - lead.received_at.getTime()) / 1000);
  return outcome === 'sent' ? `sent to ${to.length} recipient(s)` : outcome;
};
