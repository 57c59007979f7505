import type { Pool } from '@firm/shared/server/db';
import { counter, gauge, sharedRead } from '@firm/shared/server/metrics';
import { outboxLag } from '../outbox/outbox.repository';

/** Leads stored and announced, by form variant (a handful of values). */
export const leadsAccepted = counter('leads_accepted_total', 'Leads accepted, by form', ['form']);

/** Why a submission was refused: a bounded set. */
export type TRefusalReason = 'validation' | 'rate_limit' | 'spam';

/** Submissions refused (a spam lead is stored flagged, answered success, and counted here). */
export const leadsRefused = counter('leads_refused_total', 'Lead submissions refused, by reason', [
  'reason',
]);

/** Referral batches accepted. */
export const referralBatches = counter('referral_batches_total', 'Referral batches accepted');

/** Outbox rows handed to the queue by the relay. */
export const outboxPublished = counter(
  'outbox_published_total',
  'Outbox rows the relay published to the queue',
);

/** Staff sign-ins by outcome (`success`, `failure`) and those refused by the throttle. */
export const staffSignIns = counter('staff_sign_ins_total', 'Staff sign-in attempts, by outcome', [
  'outcome',
]);
export const staffSignInsThrottled = counter(
  'staff_sign_ins_throttled_total',
  'Staff sign-ins refused by the throttle',
);

let outboxPool: Pool | null = null;

/** One query per scrape for both gauges: the registry collects them at once and they share it. */
const scrapeLag = sharedRead(async () => (outboxPool ? outboxLag(outboxPool) : null));

gauge('outbox_waiting', 'Outbox rows not yet published', [], async function collect() {
  const figures = await scrapeLag();
  if (figures) this.set(figures.waiting);
});
gauge(
  'outbox_oldest_age_seconds',
  'Age of the oldest unpublished outbox row (0 when none waits)',
  [],
  async function collect() {
    const figures = await scrapeLag();
    if (figures) this.set(figures.oldestAgeSeconds);
  },
);

/** The database the outbox gauges read at each scrape. */
export function watchOutbox(pool: Pool): void {
  outboxPool = pool;
}
