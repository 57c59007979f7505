import { existsSync, readFileSync } from 'node:fs';
import { E2E_STATE_FILE, type TE2EState } from './stack';

/** What a service started beside the stack needs to share its database and its queue. */
export type TStackEnv = {
  DATABASE_URL: string;
  REDIS_URL: string;
  QUEUE_PREFIX: string;
  /** The run's rate-limit namespace: add to it to count apart (the teardown still removes the keys). */
  RATE_LIMIT_PREFIX: string;
};

/**
 * The stack's database, Redis and namespaces: from the state file of the stack the global setup started,
 * else (a stack already running, E2E_BASE_URL) from the environment.
 */
export function stackEnv(): TStackEnv {
  const state = existsSync(E2E_STATE_FILE)
    ? (JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8')) as TE2EState)
    : undefined;
  const databaseUrl = state?.databaseUrl ?? process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('no database for the stack (E2E_DATABASE_URL is not set)');
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: state?.redis?.url ?? process.env.REDIS_URL ?? '',
    QUEUE_PREFIX: state?.redis?.queuePrefix ?? process.env.QUEUE_PREFIX ?? 'bull',
    RATE_LIMIT_PREFIX: state?.redis?.rateLimitPrefix ?? process.env.RATE_LIMIT_PREFIX ?? 'rl:',
  };
}
