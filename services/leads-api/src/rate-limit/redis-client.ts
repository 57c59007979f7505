import { Redis } from 'ioredis';

/**
 * The Redis client of the rate-limit counters: it fails fast while Redis is away, so the limiter
 * (with `passOnStoreError`) lets the visitor through instead of making her wait.
 * @param url - `REDIS_URL`
 */
export function createRateLimitRedis(url: string): Redis {
  return new Redis(url, {
    // Commands of concurrent requests share one write: far fewer syscalls under load.
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    // A Redis that holds the connection but does not answer (frozen, overloaded, a failover in
    // progress) fails a command after 1 s, and the visitor goes through, instead of waiting
    // for as long as Redis is gone (the fault suite's scenario (a): 10 s, then an error).
    commandTimeout: 1000,
  });
}
