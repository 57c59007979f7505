import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ensureDatabase } from '@firm/shared/server/db';
import { startTestContainers } from '../../setup/containers';
import {
  E2E_INTERNAL_PORTS,
  E2E_LOG_DIR,
  E2E_MAIL_DIR,
  E2E_PORT,
  E2E_STATE_FILE,
  type TE2EState,
} from './stack';

/**
 * Starts the whole stack with the launcher (`npm start`'s code) on a fresh database, unless
 * E2E_BASE_URL points at a stack already running. Tests read the database URL from
 * E2E_DATABASE_URL (set here) to check what was stored.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    if (process.env.DATABASE_URL) process.env.E2E_DATABASE_URL ??= process.env.DATABASE_URL;
    return;
  }
  const started = await startTestContainers();
  const adminUrl = process.env.DATABASE_URL ?? started.databaseUrl!;
  const redisUrl = process.env.REDIS_URL ?? started.redisUrl!;
  const url = new URL(adminUrl);
  const database = `e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  // runs may share one Redis: their own queue and rate-limit namespaces keep jobs and counters apart
  const redis = {
    url: redisUrl,
    queuePrefix: `bull-${database}`,
    rateLimitPrefix: `rl:${database}:`,
  };
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });

  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/launcher/start.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      ...Object.fromEntries(Object.entries(E2E_INTERNAL_PORTS).map(([k, v]) => [k, String(v)])),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      MAIL_DIR: E2E_MAIL_DIR,
      // no nightly retention run: the specs' fixtures hold old leads they look for (issue 31 §3)
      RETENTION_SWEEP_INTERVAL_MS: '0',
      LAUNCHER_LOG_DIR: E2E_LOG_DIR,
      LAUNCHER_EXIT_WITH_PARENT: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      PUBLIC_ORIGIN: `http://localhost:${E2E_PORT}`,
      QUEUE_PREFIX: redis.queuePrefix,
      RATE_LIMIT_PREFIX: redis.rateLimitPrefix,
      // every browser test submits from 127.0.0.1: the limits are proven by the integration tests
      RATE_LIMIT_PER_IP: process.env.RATE_LIMIT_PER_IP ?? '100000',
      RATE_LIMIT_PER_PHONE: process.env.RATE_LIMIT_PER_PHONE ?? '100000',
      RATE_LIMIT_TRACK_CALL_PER_IP: process.env.RATE_LIMIT_TRACK_CALL_PER_IP ?? '100000',
      // each test signs in members of its own: the staff limit is low enough to be reached in a test
      RATE_LIMIT_PER_STAFF: process.env.RATE_LIMIT_PER_STAFF ?? '6',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `stack did not start in 240 s (logs: ${E2E_LOG_DIR}):\n${output.slice(-40).join('')}`,
          ),
        ),
      240_000,
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (process.env.E2E_VERBOSE) process.stdout.write(text);
      if (text.includes('Site ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the stack exited with code ${code} (logs: ${E2E_LOG_DIR}):\n${output.slice(-40).join('')}`,
        ),
      );
    });
  });
  // keep draining the pipes so the stack never blocks on a full buffer
  child.stdout!.resume();
  child.stderr!.resume();
  const state: TE2EState = { pid: child.pid, databaseUrl, adminUrl, database, redis };
  writeFileSync(E2E_STATE_FILE, JSON.stringify(state));
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_MAIL_DIR = E2E_MAIL_DIR;
}
