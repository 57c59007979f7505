import { UnrecoverableError } from 'bullmq';
import {
  ACKNOWLEDGE_BY_TEXT_JOB,
  type TAcknowledgeByTextPayload,
} from '@firm/shared/jobs/acknowledge-by-text.job';
import { jobRequest } from '@firm/shared/jobs/define-job';
import { internationalPhone } from '@firm/shared/contact/contact-links';
import { nextTextingTime } from '@firm/shared/sms/quiet-hours';
import {
  acknowledgmentTextBody,
  textAcknowledgmentDue,
} from '@firm/shared/sms/text-acknowledgment';
import { callbackPhone, loadFirmFacts } from '../acknowledge/firm-facts';
import { deliverOnce } from '../deliveries/deliver-once';
import type { TJobHandler } from '../jobs/job-context';
import { recordAcknowledgmentText } from './lead-texts.repository';
import { SmsRefusedError } from './sms-provider';

/** The delivery key of a lead's acknowledgment text (one per lead, ever). */
export const ackTextDeliveryKey = (leadId: number) => ({
  kind: 'ack_text' as const,
  subjectKey: `lead-${leadId}`,
  target: 'lead',
});

/**
 * Texts a lead the acknowledgment of its message, once (claimed before the send, recorded after, like
 * the e-mails), in the language of its page, between 8:00 and 21:00 in the firm's zone: a text due at
 * night is put off to the morning (a delayed job of its own). The rule is read again at send time: a
 * lead marked spam or "do not contact" since (a STOP to another text, staff) gets nothing. A text the
 * provider refuses for good (opted-out or unreachable number) fails without retries.
 */
export const acknowledgeByText: TJobHandler<TAcknowledgeByTextPayload> = async (
  { leadId },
  { store, sms, queue, jobId, pool, log, now },
) => {
  if (!sms) return 'texts are off';
  const lead = await store.findLead(leadId);
  if (!lead) throw new UnrecoverableError(`lead ${leadId} does not exist`);
  const to = internationalPhone(lead.phone)?.e164;
  if (!to || !textAcknowledgmentDue(lead)) return 'not to be texted';
  const at = now();
  const sendAt = nextTextingTime(at);
  if (sendAt > at) {
    const later = jobRequest(ACKNOWLEDGE_BY_TEXT_JOB, { leadId, notBefore: sendAt });
    await queue.addBulk([{ ...later, opts: { ...later.opts, delay: sendAt - at } }]);
    return `put off to ${new Date(sendAt).toISOString()} (texting hours)`;
  }
  const facts = await loadFirmFacts(pool);
  const body = acknowledgmentTextBody(facts.acknowledgment, lead.locale, callbackPhone(facts));
  let providerId: string | null = null;
  const outcome = await deliverOnce({
    pool,
    key: ackTextDeliveryKey(leadId),
    leadId,
    jobId,
    log,
    send: async () => {
      try {
        providerId = (await sms.send({ to, body })).id;
      } catch (error) {
        if (error instanceof SmsRefusedError) {
          throw new UnrecoverableError(
            `text refused (${error.code ?? 'no code'}): ${error.message}`,
          );
        }
        throw error;
      }
      // The record names no number: the lead's phone stays in the lead's row only.
      return `text ${providerId}`;
    },
  });
  if (outcome === 'held elsewhere') return outcome;
  await recordAcknowledgmentText(pool, { leadId, body, providerId });
  return outcome === 'sent' ? 'acknowledgment text sent' : outcome;
};
