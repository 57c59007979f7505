import type { Redis } from 'ioredis';
import type { TSessionStore, TStoredSession } from './session-store';

/**
 * Sessions in Redis: `{prefix}s:{idHash}` holds the session as JSON with a TTL; `{prefix}of:{staffId}`
 * is the set of an account's session keys, so they can all be ended at once. Unlike the rate-limit
 * counters, a Redis outage does not let anyone in: reading a session fails and the request is refused.
 */
export class RedisSessionStore implements TSessionStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(idHash: string): string {
    return `${this.prefix}s:${idHash}`;
  }

  private indexKey(staffId: number): string {
    return `${this.prefix}of:${staffId}`;
  }

  async create(idHash: string, session: TStoredSession, ttlMs: number): Promise<void> {
    const index = this.indexKey(session.staffId);
    await this.redis
      .multi()
      .set(this.key(idHash), JSON.stringify(session), 'PX', Math.max(1, Math.ceil(ttlMs)))
      .sadd(index, idHash)
      // the index outlives no session by much: each sign-in pushes its expiry to the latest session's
      .pexpire(index, Math.max(1, Math.ceil(ttlMs)))
      .exec();
  }

  async get(idHash: string): Promise<TStoredSession | null> {
    const value = await this.redis.get(this.key(idHash));
    if (!value) return null;
    const parsed = JSON.parse(value) as TStoredSession;
    return typeof parsed.staffId === 'number' ? parsed : null;
  }

  async touch(idHash: string, lastSeenAt: number, ttlMs: number): Promise<void> {
    const key = this.key(idHash);
    const value = await this.redis.get(key);
    if (!value) return;
    const session = { ...(JSON.parse(value) as TStoredSession), lastSeenAt };
    // XX: a session ended meanwhile (sign-out elsewhere) is not brought back
    await this.redis.set(key, JSON.stringify(session), 'PX', Math.max(1, Math.ceil(ttlMs)), 'XX');
  }

  async destroy(idHash: string): Promise<void> {
    const value = await this.redis.get(this.key(idHash));
    const staffId = value ? (JSON.parse(value) as TStoredSession).staffId : null;
    const multi = this.redis.multi().del(this.key(idHash));
    if (staffId !== null) multi.srem(this.indexKey(staffId), idHash);
    await multi.exec();
  }

  async destroyAllOf(staffId: number): Promise<void> {
    const index = this.indexKey(staffId);
    const hashes = await this.redis.smembers(index);
    const multi = this.redis.multi();
    for (const idHash of hashes) multi.del(this.key(idHash));
    multi.del(index);
    await multi.exec();
  }
}
