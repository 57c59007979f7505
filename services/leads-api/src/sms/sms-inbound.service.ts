import { phoneKey } from '@firm/shared/forms/phone-key';
import { TEXT_OPT_OUT_REASON } from '@firm/shared/leads/contact-preferences';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { classifyInboundText, type TInboundKind } from '@firm/shared/sms/inbound-keywords';
import { insertEntries } from '../privacy/do-not-contact.repository';
import { insertInboundTexts, leadIdsByPhoneKey, markDoNotContact } from './sms.repository';

/** The longest text the timeline keeps (a provider's longest concatenated message). */
const MAX_BODY = 1600;

/** One inbound text as the provider posted it. */
export type TInboundText = { from: string; body: string; providerId: string };

/** What became of an inbound text. */
export type TInboundOutcome = { kind: TInboundKind; leadIds: number[] };

/**
 * Records a lead's text on the timeline of every lead with the same phone (the person may have written
 * to the firm more than once); an opt-out word also marks them all "do not contact" and lists the phone
 * (migration 215), in the same transaction. A text from a number no lead has is recorded nowhere. Delivered twice, it is recorded once.
 */
export async function receiveInboundText(pool: Pool, text: TInboundText): Promise<TInboundOutcome> {
  const kind = classifyInboundText(text.body);
  const key = phoneKey(text.from);
  if (!key) return { kind, leadIds: [] };
  return withTransaction(pool, async (client) => {
    const leadIds = await leadIdsByPhoneKey(client, key);
    if (leadIds.length === 0) return { kind, leadIds };
    const recorded = await insertInboundTexts(client, {
      leadIds,
      purpose: kind,
      body: text.body.slice(0, MAX_BODY),
      providerId: text.providerId,
    });
    if (kind === 'opt-out') {
      await markDoNotContact(client, leadIds, TEXT_OPT_OUT_REASON);
      // the list keeps the phone: a lead sent later from it is marked as it is stored
      await insertEntries(client, {
        phoneKey: key,
        emailKey: null,
        reason: TEXT_OPT_OUT_REASON,
        source: 'text',
        actorId: null,
      });
    }
    return { kind, leadIds: recorded };
  });
}
