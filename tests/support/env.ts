import { randomBytes } from 'node:crypto';

/** The run's migrated database (set by the global setup). */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run through jest (global setup)');
  return url;
}

/** The run's Redis. */
export function testRedisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: run through jest (global setup)');
  return url;
}

/** A queue name no other test uses. */
export function uniqueQueueName(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomBytes(4).toString('hex')}`;
}
