import { z } from 'zod';

/** Thrown by {@link parseConfig} when the environment does not satisfy a service's schema. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment with a zod schema; every bad key is named with its reason.
 * @throws ConfigError listing each key and why it is wrong
 */
export function parseConfig<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined> = process.env,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ConfigError(problems);
}

/**
 * Like {@link parseConfig}, but prints the problems to stderr and exits with code 1.
 * Used by each service's `config.ts` at start.
 */
export function loadConfigOrExit<T extends z.ZodType>(schema: T, service: string): z.infer<T> {
  try {
    return parseConfig(schema);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`[${service}] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** A TCP port from the environment. */
export const zPort = (fallback: number) =>
  z.coerce.number().int().min(1).max(65535).default(fallback);

/** A postgres:// connection string. */
export const zDatabaseUrl = z
  .string({ error: 'is required (postgres://user@host:port/db)' })
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

/** An optional redis:// connection string; absent means the queues run on PostgreSQL. */
export const zRedisUrl = z
  .string()
  .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * `QUEUE_PREFIX`: the operator's BullMQ key prefix on Redis, the same in every service of one
 * database. Unset or empty (the default): the database's own installation prefix (`bull-<12 hex>`,
 * see `installation.ts`), so two databases on one Redis never share job ids.
 */
export const zQueuePrefix = z
  .string()
  .regex(/^[\w-]+$/, 'letters, digits, - and _ only')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Log level accepted by pino. */
export const zLogLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

/**
 * `METRICS_ENABLED`: whether the service collects Prometheus figures and serves `/metrics` (default
 * true; `false` only to measure what they cost, as the metrics-overhead bench does).
 */
export const zMetricsEnabled = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

/**
 * Where the service exports its traces over OTLP/HTTP (issue 33 §2), e.g. `http://collector:4318`.
 * Read by the tracing preload before the service starts (declared here so a deployment's keys are
 * checked); unset: tracing off, nothing of the SDK loaded.
 */
export const zOtlpEndpoint = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The interface an internal service listens on: loopback unless the deployment says otherwise. */
export const zHost = z.string().min(1).default('127.0.0.1');

/**
 * The secret the web edge sends in `x-edge-secret` on every request it proxies; leads-api believes
 * `X-Forwarded-For` only from a request that carries it. Optional: unset → no forwarded address is believed.
 */
export const zEdgeProxySecret = z
  .string()
  .min(32, 'must be at least 32 characters')
  .optional()
  .or(z.literal('').transform(() => undefined));
