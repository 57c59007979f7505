import type { Redis } from 'ioredis';
import type { Pool } from '@firm/shared/server/db';
import type { TStoreFactory } from './limiters';
import { PostgresRateLimitStore } from './postgres-store';
import { RedisRateLimitStore } from './redis-store';

/** Which shared store the limiters use, and what a store failure does. */
export type TRateLimitBackend = { storeFor: TStoreFactory; passOnStoreError: boolean };

/**
 * Redis when a client is given (a Redis outage lets visitors through rather than losing
 * leads), else PostgreSQL (its failure means the lead cannot be stored either: 503).
 * @param options.keyPrefix - namespace of the counters; instances that must count together share it
 */
export function rateLimitBackend(options: {
  redis?: Redis | undefined;
  pool: Pool;
  keyPrefix?: string;
}): TRateLimitBackend {
  const { redis, pool } = options;
  const namespace = options.keyPrefix ?? 'rl:';
  if (redis) {
    return {
      storeFor: (prefix) => new RedisRateLimitStore(redis, namespace + prefix),
      passOnStoreError: true,
    };
  }
  return {
    storeFor: (prefix) => new PostgresRateLimitStore(pool, namespace + prefix),
    passOnStoreError: false,
  };
}
