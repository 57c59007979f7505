import type { Redis } from 'ioredis';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

/**
 * rate-limit-redis, made to survive Redis being down at start or going away: the library loads
 * its Lua scripts once in `init` and would keep the failed load forever, so this wrapper
 * re-initialises it on the next call after any failure. Errors still propagate, so the limiter
 * (with `passOnStoreError`) lets the visitor through while Redis is away.
 */
export class ResilientRedisStore implements Store {
  readonly localKeys = false;
  private readonly inner: RedisStore;
  private options: Options | undefined;
  private ready: Promise<void> | undefined;

  constructor(client: Redis, prefix: string) {
    this.inner = new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) =>
        client.call(command, ...args) as Promise<RedisReply>,
    });
  }

  get prefix(): string {
    return this.inner.prefix;
  }

  init(options: Options): void {
    this.options = options;
    this.ensureReady().catch(() => undefined);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.guard(() => this.inner.get(key));
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.guard(() => this.inner.increment(key));
  }

  async decrement(key: string): Promise<void> {
    return this.guard(() => this.inner.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    return this.guard(() => this.inner.resetKey(key));
  }

  private ensureReady(): Promise<void> {
    if (!this.ready) {
      if (!this.options) return Promise.reject(new Error('rate-limit store used before init'));
      const attempt = this.inner.init(this.options);
      this.ready = attempt;
      attempt.catch(() => {
        if (this.ready === attempt) this.ready = undefined;
      });
    }
    return this.ready;
  }

  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    await this.ensureReady();
    try {
      return await operation();
    } catch (error) {
      this.ready = undefined;
      throw error;
    }
  }
}
