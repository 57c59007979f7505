import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import express from 'express';
import { Redis } from 'ioredis';
import type { Options } from 'express-rate-limit';
import { createLimiters } from '@firm/leads-api/rate-limit/limiters';
import { createRateLimitRedis } from '@firm/leads-api/rate-limit/redis-client';
import { RedisRateLimitStore } from '@firm/leads-api/rate-limit/redis-store';
import { listen, closeServer } from '@firm/shared/server/http';
import { testRedisUrl } from '../../support/env';
import { captureLogs } from '../../support/log-capture';

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

  it('When Redis is unreachable while the store starts and then comes back, then hits are counted again', async () => {
    const late = new Redis(testRedisUrl(), {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    const store = new RedisRateLimitStore(late, prefix);
    store.init(WINDOW);
    await expect(store.increment('ip-4')).rejects.toThrow();
    if (late.status !== 'ready') await once(late, 'ready');
    expect((await store.increment('ip-4')).totalHits).toBe(1);
    expect((await store.increment('ip-4')).totalHits).toBe(2);
    late.disconnect();
  });

  it('When Redis holds the connection but never answers, then a hit fails after about 1 s, the visitor goes through and the failure is logged', async () => {
    // Redis behind a relay that can freeze it: the connection stays, answers stop (SIGSTOP).
    const redisPort = Number(new URL(testRedisUrl()).port || 6379);
    const sockets: Socket[] = [];
    const relay: Server = createServer((socket) => {
      const upstream = connect(redisPort, new URL(testRedisUrl()).hostname);
      sockets.push(socket, upstream);
      socket.pipe(upstream);
      upstream.pipe(socket);
    });
    relay.listen(0, '127.0.0.1');
    await once(relay, 'listening');
    const client = createRateLimitRedis(
      `redis://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    );
    await once(client, 'ready');
    for (const socket of sockets) socket.pause();
    client.on('error', () => undefined);
    const logs = captureLogs();
    const limits = { windowMs: 60_000, perIp: 1, perPhone: 1, trackCallPerIp: 1 };
    const storeFor = (name: string) => new RedisRateLimitStore(client, prefix + name);
    const limiters = createLimiters(limits, storeFor, logs.loggerFor('leads-api'), true);
    const app = express();
    app.post('/lead', limiters.submissionsPerIp, (_req, res) => {
      res.json({ status: 'success' });
    });
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const started = Date.now();
        const answer = await fetch(url, { method: 'POST' });
        const ms = Date.now() - started;
        expect({ status: answer.status, ms }).toEqual({ status: 200, ms: expect.any(Number) });
        expect(ms).toBeGreaterThanOrEqual(900);
        expect(ms).toBeLessThan(2500);
      }
      expect(logs.text()).toMatch(/Command timed out/);
    } finally {
      await closeServer(server);
      client.disconnect();
      for (const socket of sockets) socket.destroy();
      relay.close();
    }
  });
});
