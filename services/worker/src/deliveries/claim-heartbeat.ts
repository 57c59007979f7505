import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { PeriodicTasks } from '../sweeper/periodic-task';
import { renewClaim } from './delivery-claims.repository';
import type { TDeliveryKey } from './deliveries.repository';

/**
 * How long a delivery claim holds without a heartbeat (issue 33 §5). A live holder renews it every
 * {@link CLAIM_HEARTBEAT_MS} for as long as its send takes (a slow SMTP transaction, a webhook
 * waiting for its timeout), so it never expires under a live holder; a holder that died stops
 * renewing, its claim expires at most this long after the death, and the sweeper re-drives the
 * delivery at once (`findDeadClaims`): the lead goes out within 20 s of its worker's death.
 */
export const CLAIM_EXPIRY_MS = 15_000;

/**
 * How often a live holder renews its claim: three times per {@link CLAIM_EXPIRY_MS}, so two beats
 * lost (PostgreSQL restarting, a busy pool) do not let another job take a delivery in progress.
 */
export const CLAIM_HEARTBEAT_MS = 5_000;

/** Options of {@link ClaimHeartbeat}. */
export type TClaimHeartbeatOptions = {
  pool: Pool;
  key: TDeliveryKey;
  token: string;
  log: Logger;
  /** When the claim was requested (Date.now()); it holds until then + expiryMs at least. */
  claimedAt: number;
  /** @defaultValue CLAIM_EXPIRY_MS */
  expiryMs?: number;
  /** @defaultValue CLAIM_HEARTBEAT_MS */
  intervalMs?: number;
};

/**
 * Keeps a delivery claim alive while its holder works: every `intervalMs` its expiry is pushed to
 * `expiryMs` from now, one renewal at a time. Knows until when the claim surely holds (the start of
 * the last renewal that succeeded + `expiryMs`), and stops beating when another holder took the
 * claim (ours expired during an outage longer than the expiry). Once stopped, the claim expires
 * unless released.
 */
export class ClaimHeartbeat extends PeriodicTasks {
  private readonly expiryMs: number;
  private heldUntilMs: number;
  private lost = false;

  constructor(private readonly options: TClaimHeartbeatOptions) {
    super();
    this.expiryMs = options.expiryMs ?? CLAIM_EXPIRY_MS;
    this.heldUntilMs = options.claimedAt + this.expiryMs;
    this.every(() => this.beat(), {
      intervalMs: options.intervalMs ?? CLAIM_HEARTBEAT_MS,
      logger: options.log,
      failureMessage: 'could not renew the delivery claim; it expires unless a later beat succeeds',
    });
  }

  /** Until when (ms since the epoch) no other job can take the claim, as far as this holder knows. */
  heldUntil(): number {
    return this.lost ? 0 : this.heldUntilMs;
  }

  private async beat(): Promise<void> {
    if (this.lost) return;
    const { pool, key, token, log } = this.options;
    const startedAt = Date.now();
    if (await renewClaim(pool, key, token, this.expiryMs)) {
      this.heldUntilMs = startedAt + this.expiryMs;
      return;
    }
    this.lost = true;
    log.error(
      { kind: key.kind },
      'delivery claim lost while delivering (it expired during an outage); another job may deliver it too',
    );
  }
}
