import { Redis } from 'ioredis';
import type { Options } from 'express-rate-limit';
import { RedisRateLimitStore } from '../../../services/leads-api/src/rate-limit/redis-store';
import { testRedisUrl } from '../../support/env';

const WINDOW = { windowMs: 60_000 } as Options;

describe('Redis rate-limit store', () => {
  let redis: Redis;
  const prefix = `rl-store-test-${Date.now()}:`;

  beforeAll(() => {
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('When two instances count the same key, then they share one counter that expires with the window', async () => {
    const first = new RedisRateLimitStore(redis, prefix);
    const second = new RedisRateLimitStore(redis, prefix);
    first.init(WINDOW);
    second.init(WINDOW);
    expect((await first.increment('ip-1')).totalHits).toBe(1);
    expect((await second.increment('ip-1')).totalHits).toBe(2);
    const info = await first.get('ip-1');
    expect(info?.totalHits).toBe(2);
    const msLeft = (info?.resetTime?.getTime() ?? 0) - Date.now();
    expect(msLeft).toBeGreaterThan(50_000);
    expect(msLeft).toBeLessThanOrEqual(60_000);
    await first.decrement('ip-1');
    expect((await first.get('ip-1'))?.totalHits).toBe(1);
    await first.resetKey('ip-1');
    expect(await first.get('ip-1')).toBeUndefined();
  });

  it('When Redis has lost its scripts (a restart), then counting goes on', async () => {
    const store = new RedisRateLimitStore(redis, prefix);
    store.init(WINDOW);
    await store.increment('ip-2');
    await redis.script('FLUSH');
    expect((await store.increment('ip-2')).totalHits).toBe(2);
  });

  it('When Redis is unreachable, then a hit fails at once (the limiter then lets the visitor through)', async () => {
    const down = new Redis('redis://127.0.0.1:6390', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const store = new RedisRateLimitStore(down, prefix);
    store.init(WINDOW);
    await expect(store.increment('ip-3')).rejects.toThrow();
    down.disconnect();
  });
});
