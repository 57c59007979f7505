import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Pool } from '@firm/shared/server/db';

// One increment in this many also sweeps expired counters, so no timer is needed.
const SWEEP_EVERY = 500;

/**
 * express-rate-limit store on PostgreSQL (an UNLOGGED table), used when no Redis is configured,
 * so several leads-api instances still count together. A fixed window per key, like the
 * Redis store: the first hit opens it, later hits count until it resets.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private hitsSinceSweep = 0;

  constructor(
    private readonly pool: Pool,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
      [this.prefix + key],
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>({
      name: 'rate-limit-increment',
      text: `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
       VALUES ($1, 1, now() + $2::bigint * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      values: [this.prefix + key, this.windowMs],
    });
    this.sweepSometimes();
    const row = rows[0] as { hits: number; reset_at: Date };
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query(
      'UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1',
      [this.prefix + key],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key]);
  }

  private sweepSometimes(): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY) return;
    this.hitsSinceSweep = 0;
    this.pool
      .query("DELETE FROM rate_limit_hits WHERE reset_at < now() - interval '1 minute'")
      .catch(() => undefined);
  }
}
