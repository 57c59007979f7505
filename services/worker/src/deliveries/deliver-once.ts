import { randomUUID } from 'node:crypto';
import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { ClaimHeartbeat, CLAIM_EXPIRY_MS } from './claim-heartbeat';
import { claimDelivery, markDelivered, releaseClaim } from './delivery-claims.repository';
import type { TDeliveryKey } from './deliveries.repository';

/** Options of {@link deliverOnce}. */
export type TDeliverOnceOptions = {
  pool: Pool;
  key: TDeliveryKey;
  leadId: number | null;
  jobId: string;
  /** How long the claim holds without a heartbeat. @defaultValue CLAIM_EXPIRY_MS (15 s) */
  expiryMs?: number;
  /** How often the claim is renewed while the send and its record last. @defaultValue CLAIM_HEARTBEAT_MS (5 s) */
  heartbeatMs?: number;
  log: Logger;
  /** Makes the delivery; resolves with the detail to record (recipients, message id). */
  send: () => Promise<string>;
  /** Pause between attempts to record a delivery made. @defaultValue 250 (doubling up to 2 s) */
  recordRetryMs?: number;
};

/** What {@link deliverOnce} did. */
export type TDeliverOutcome = 'sent' | 'already sent' | 'held elsewhere';

/**
 * Makes a delivery at most once per claim: claims it in PostgreSQL (committed before the send),
 * sends, then records it, renewing the claim (its heartbeat) while it sends, so a slow but live send is
 * never claimed twice while a dead holder's claim expires within `expiryMs`. A send that fails
 * releases the claim and throws (the job retries). A delivery made whose record fails (PostgreSQL
 * restarting) is recorded again and again while the claim surely holds, never sent a second time;
 * only a worker that dies between the SMTP server's answer and that record (one round trip) leaves
 * an expired claim whose delivery is made again, and that e-mail carries the same Message-ID.
 */
export async function deliverOnce(options: TDeliverOnceOptions): Promise<TDeliverOutcome> {
  const { pool, key, log } = options;
  const token = `${options.jobId}:${randomUUID()}`;
  const expiryMs = options.expiryMs ?? CLAIM_EXPIRY_MS;
  const claimedAt = Date.now();
  const claim = await claimDelivery(pool, key, {
    token,
    ttlMs: expiryMs,
    leadId: options.leadId,
  });
  if (claim.state === 'sent') return 'already sent';
  if (claim.state === 'held') {
    log.info(
      { until: claim.until },
      'delivery claimed by another job; tried again if its claim expires unrecorded',
    );
    return 'held elsewhere';
  }
  const heartbeat = new ClaimHeartbeat({
    pool,
    key,
    token,
    log,
    claimedAt,
    expiryMs,
    intervalMs: options.heartbeatMs,
  }).start();
  let detail: string;
  try {
    detail = await options.send();
  } catch (error) {
    await heartbeat.stop();
    const message = error instanceof Error ? error.message : String(error);
    await releaseClaim(pool, key, token, message).catch((releaseError: unknown) =>
      log.warn({ err: releaseError }, 'could not release the claim; it expires by itself'),
    );
    throw error;
  }
  // Stopped before the record (which releases the claim): a beat after it would find the claim
  // gone. Recording fails only while PostgreSQL is unreachable, when a beat would fail as well.
  await heartbeat.stop();
  await recordUntilDone(options, token, detail, heartbeat.heldUntil());
  return 'sent';
}

async function recordUntilDone(
  options: TDeliverOnceOptions,
  token: string,
  detail: string,
  heldUntil: number,
): Promise<void> {
  let pause = options.recordRetryMs ?? 250;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await markDelivered(options.pool, options.key, token, {
        leadId: options.leadId,
        jobId: options.jobId,
        detail,
      });
      if (attempt > 1) options.log.info({ attempt }, 'delivery recorded after retries');
      return;
    } catch (error) {
      // The e-mail went out: throwing would make the job send it again. Keep trying while the
      // claim still keeps other jobs away.
      if (Date.now() + pause >= heldUntil) {
        options.log.error(
          { err: error, attempt },
          'delivery made but not recorded before its claim expired',
        );
        throw error;
      }
      if (attempt === 1)
        options.log.warn({ err: error }, 'delivery made; recording it failed, retrying');
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 2000);
    }
  }
}
