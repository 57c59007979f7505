import { UnrecoverableError } from 'bullmq';
import type { TDeliverWebhookPayload } from '@firm/shared/jobs/deliver-webhook.job';
import { leadSubjectKey } from '@firm/shared/jobs/lead-subject-key';
import { WebhookTargetError } from '@firm/shared/server/webhook-target';
import { deliverOnce } from '../deliveries/deliver-once';
import type { TJobHandler, THandlerSettings } from '../jobs/job-context';
import { routedWebhookUrls } from '../notify/recipients';
import { loadRoutingRules } from '../routing/routing-rules.repository';
import { webhookPayload } from './lead-payload';
import { postWebhook } from './post-webhook';
import { DELIVERY_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './signature';
import { webhookFailureReason } from '../metrics/failure-reason';
import { webhooksFailed, webhooksSent } from '../metrics/worker-metrics';

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : 'an invalid URL');

/** One signed POST of the body; resolves with the detail to record. */
async function signedPost(
  url: string,
  body: string,
  secret: string,
  deliveryId: string,
  settings: Pick<THandlerSettings, 'webhookTimeoutMs' | 'webhookTargets'>,
): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const status = await postWebhook({
    url,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'herrera-leads-webhook/1',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
      [DELIVERY_HEADER]: deliveryId,
    },
    timeoutMs: settings.webhookTimeoutMs,
    policy: settings.webhookTargets,
  }).catch((error: unknown) => {
    webhooksFailed.inc({ reason: webhookFailureReason(error) });
    throw error;
  });
  webhooksSent.inc();
  return `HTTP ${status}`;
}

/**
 * POSTs a lead, signed, to every URL routed to it (the admins' rules, else `WEBHOOK_URLS`), each URL
 * once: like the intake e-mail, every POST is claimed in `delivery_claims` before it is made and
 * recorded in `deliveries` after its 2xx (see `deliverOnce`), so two jobs for one lead running at once
 * POST once. A URL that fails, or that another job is still sending to, makes the job retry; a URL
 * the policy refuses (not https, not a public address) is never called, and when nothing else failed
 * the job is dead-lettered at once for a person to fix the rule.
 */
export const deliverWebhook: TJobHandler<TDeliverWebhookPayload> = async (
  { leadId, resendId },
  { store, settings, jobId, pool, log },
) => {
  const lead = await store.findLead(leadId);
  if (!lead) throw new UnrecoverableError(`lead ${leadId} does not exist`);
  if (lead.is_spam) return 'spam, not delivered';
  const urls = routedWebhookUrls(lead, await loadRoutingRules(pool), settings);
  if (urls.length === 0) return 'no webhooks configured';
  const secret = settings.webhookSecret;
  if (!secret) throw new UnrecoverableError('WEBHOOK_SECRET is not set');
  const subjectKey = leadSubjectKey(leadId, resendId);
  const body = JSON.stringify(webhookPayload(lead, subjectKey));
  const failures: string[] = [];
  const refusals: string[] = [];
  let delivered = 0;
  for (const url of urls) {
    try {
      const outcome = await deliverOnce({
        pool,
        key: { kind: 'webhook', subjectKey, target: url },
        leadId,
        jobId,
        log: log.child({ webhook: hostOf(url) }),
        send: () => signedPost(url, body, secret, subjectKey, settings),
      });
      if (outcome === 'sent') delivered += 1;
      // No sweeper watches webhooks: retry until the holder has recorded it or its claim expired.
      if (outcome === 'held elsewhere') failures.push(`${hostOf(url)}: held by another job`);
    } catch (error) {
      const line = `${hostOf(url)}: ${(error as Error).message}`;
      (error instanceof WebhookTargetError ? refusals : failures).push(line);
    }
  }
  if (failures.length > 0)
    throw new Error(`webhook delivery failed (${[...refusals, ...failures].join('; ')})`);
  if (refusals.length > 0)
    throw new UnrecoverableError(`webhook target refused (${refusals.join('; ')})`);
  return `delivered to ${delivered} URL(s)`;
};
