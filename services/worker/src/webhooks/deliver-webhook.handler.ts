import { UnrecoverableError } from 'bullmq';
import type { TDeliverWebhookPayload } from '@firm/shared/jobs/deliver-webhook.job';
import { leadSubjectKey } from '@firm/shared/jobs/lead-subject-key';
import type { TJobHandler } from '../jobs/job-context';
import { routedWebhookUrls } from '../notify/recipients';
import { loadRoutingRules } from '../routing/routing-rules.repository';
import { webhookPayload } from './lead-payload';
import { DELIVERY_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './signature';

async function post(
  url: string,
  body: string,
  secret: string,
  deliveryId: string,
  timeoutMs: number,
): Promise<number> {
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'herrera-leads-webhook/1',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
      [DELIVERY_HEADER]: deliveryId,
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.status;
}

/**
 * POSTs a lead, signed, to every URL routed to it (the admins' rules, else `WEBHOOK_URLS`) not yet
 * delivered to. A URL that fails makes
 * the job retry; the URLs that answered 2xx are recorded and not called again.
 */
export const deliverWebhook: TJobHandler<TDeliverWebhookPayload> = async (
  { leadId, resendId },
  { store, settings, jobId, pool },
) => {
  const lead = await store.findLead(leadId);
  if (!lead) throw new UnrecoverableError(`lead ${leadId} does not exist`);
  if (lead.is_spam) return 'spam, not delivered';
  const urls = routedWebhookUrls(lead, await loadRoutingRules(pool), settings);
  if (urls.length === 0) return 'no webhooks configured';
  if (!settings.webhookSecret) throw new UnrecoverableError('WEBHOOK_SECRET is not set');
  const subjectKey = leadSubjectKey(leadId, resendId);
  const body = JSON.stringify(webhookPayload(lead, subjectKey));
  const failures: string[] = [];
  let delivered = 0;
  for (const url of urls) {
    const key = { kind: 'webhook' as const, subjectKey, target: url };
    if (await store.wasDelivered(key)) continue;
    try {
      const status = await post(
        url,
        body,
        settings.webhookSecret,
        subjectKey,
        settings.webhookTimeoutMs,
      );
      await store.recordDelivery(key, { leadId, jobId, detail: `HTTP ${status}` });
      delivered += 1;
    } catch (error) {
      failures.push(`${new URL(url).host}: ${(error as Error).message}`);
    }
  }
  if (failures.length > 0) throw new Error(`webhook delivery failed (${failures.join('; ')})`);
  return `delivered to ${delivered} URL(s)`;
};
