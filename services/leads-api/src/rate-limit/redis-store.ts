/**
 * Our own store rather than rate-limit-redis (read and tried at 6.0.1 on 2026-11-26). That library
 * runs the same fixed-window script, and the shared counters and the 1 s fail-open would stay (they
 * come from the keys' prefix, the client's `commandTimeout` and the limiter's `passOnStoreError`).
 * But it loads its scripts once, in `init()`, and keeps a failed load for good: started while Redis
 * was away, it failed every later hit with that first error even once the client was ready again
 * (only NOSCRIPT reloads), so no visitor would be limited again until a restart. It needed a
 * re-initialising wrapper as large as this store. ioredis's `defineCommand` already does what the
 * library adds (EVALSHA, and a reload when Redis has lost the script); the test "When Redis is
 * unreachable while the store starts…" (tests/integration/leads-api/redis-rate-limit-store.test.ts)
 * holds this store to the recovery.
 */
import type { Redis } from 'ioredis';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

// A fixed window per key: the first hit sets the counter with the window as its expiry, later
// hits increment it. One round trip per hit; the reply is [hits, ms left in the window].
const INCREMENT = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[1])
  return { 1, tonumber(ARGV[1]) }
end
return { redis.call('INCR', KEYS[1]), ttl }`;

const GET = `
return { redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1]) }`;

type TRateLimitRedis = Redis & {
  rateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitGet(key: string): Promise<[string | null, number]>;
};

/** Adds the two scripts to the client once (ioredis sends EVALSHA and reloads a script Redis lost). */
function withScripts(client: Redis): TRateLimitRedis {
  const scripted = client as TRateLimitRedis;
  if (typeof scripted.rateLimitIncrement !== 'function') {
    client.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT });
    client.defineCommand('rateLimitGet', { numberOfKeys: 1, lua: GET });
  }
  return scripted;
}

/**
 * The express-rate-limit store on Redis: counters shared by every instance (keys under the
 * instance's `RATE_LIMIT_PREFIX`), one scripted round trip per hit. Nothing is loaded up front, so
 * Redis being down at start or going away only fails the calls made meanwhile (the limiter, with
 * `passOnStoreError`, lets those visitors through and logs it) and the next call after Redis
 * returns works again.
 */
export class RedisRateLimitStore implements Store {
  readonly localKeys = false;
  private readonly client: TRateLimitRedis;
  private windowMs = 60_000;

  constructor(
    client: Redis,
    readonly prefix: string,
  ) {
    this.client = withScripts(client);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const [totalHits, msLeft] = await this.client.rateLimitIncrement(
      this.prefix + key,
      this.windowMs,
    );
    return { totalHits, resetTime: new Date(Date.now() + msLeft) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [hits, msLeft] = await this.client.rateLimitGet(this.prefix + key);
    if (hits === null) return undefined;
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + Math.max(0, msLeft)) };
  }

  async decrement(key: string): Promise<void> {
    await this.client.decr(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}
