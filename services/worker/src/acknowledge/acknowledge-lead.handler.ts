import { UnrecoverableError } from 'bullmq';
import type { TAcknowledgeLeadPayload } from '@firm/shared/jobs/acknowledge-lead.job';
import { acknowledgmentDue } from '@firm/shared/leads/auto-message';
import type { TJobHandler } from '../jobs/job-context';
import { deliverOnce } from '../deliveries/deliver-once';
import { ackView } from './ack-view';
import { renderAckHtml } from './ack-html';
import { renderAckText } from './ack-text';
import { loadFirmFacts } from './firm-facts';

/** The delivery key of a lead's acknowledgment (one per lead, ever). */
export const ackDeliveryKey = (leadId: number) => ({
  kind: 'ack_email' as const,
  subjectKey: `lead-${leadId}`,
  target: 'lead',
});

/**
 * E-mails a lead the acknowledgment of its message, once (claimed before the send, recorded
 * after, like the intake e-mail), in the language of its page. The rule is read again at send
 * time: a lead marked spam or "do not contact" since it was stored gets nothing.
 */
export const acknowledgeLead: TJobHandler<TAcknowledgeLeadPayload> = async (
  { leadId },
  { store, mailer, settings, jobId, pool, log },
) => {
  const lead = await store.findLead(leadId);
  if (!lead) throw new UnrecoverableError(`lead ${leadId} does not exist`);
  if (!lead.email || !acknowledgmentDue(lead)) return 'not to be acknowledged';
  const view = ackView(lead, await loadFirmFacts(pool));
  const to = lead.email;
  const outcome = await deliverOnce({
    pool,
    key: ackDeliveryKey(leadId),
    leadId,
    jobId,
    log,
    send: async () => {
      const sent = await mailer.send({
        to: [to],
        subject: view.subject,
        text: renderAckText(view),
        html: renderAckHtml(view),
        // No X-Lead-Id: the lead needs no internal id, and the intake team's filters read that
        // header as "an intake e-mail".
        messageId: `<lead-${leadId}.ack@${settings.mailDomain}>`,
      });
      // The record names no address: the lead's e-mail stays in the lead's row only.
      return `lead ${sent.file ?? sent.messageId}`;
    },
  });
  return outcome === 'sent' ? 'acknowledgment sent' : outcome;
};
