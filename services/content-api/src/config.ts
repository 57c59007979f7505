import { z } from 'zod';
import {
  loadConfigOrExit,
  zDatabaseUrl,
  zEdgeProxySecret,
  zHost,
  zLogLevel,
  zOtlpEndpoint,
  zPort,
  zRedisUrl,
  zQueuePrefix,
  zMetricsEnabled,
} from '@firm/shared/server/config';

const zPositiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The environment of content-api. */
export const ZContentApiConfigSchema = z.object({
  PORT: zPort(4001),
  /** Interface to listen on: loopback unless the deployment (compose, the cluster) sets it. */
  HOST: zHost,
  DATABASE_URL: zDatabaseUrl,
  /** The studio's scheduled publications queue here (BullMQ); unset → BullMQ on PostgreSQL. */
  REDIS_URL: zRedisUrl,
  /** BullMQ key prefix on Redis; unset → this database's own (see `zQueuePrefix`). */
  QUEUE_PREFIX: zQueuePrefix,
  /**
   * The web edge's shared secret: the studio API (`/api/staff/content/*`) believes the staff member the
   * edge names only beside it. Unset → the studio API answers 401 to everyone.
   */
  EDGE_PROXY_SECRET: zEdgeProxySecret,
  /** Checks the studio's anti-forgery tokens (the same value as leads-api's, which issues them). */
  CSRF_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The site's origin: a studio change posted from another origin is refused. */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  LOG_LEVEL: zLogLevel,
  /** Prometheus figures and `/metrics` on (default) or off (the metrics-overhead bench). */
  METRICS_ENABLED: zMetricsEnabled,
  OTEL_EXPORTER_OTLP_ENDPOINT: zOtlpEndpoint,
  /** Folder of the content in git. @defaultValue `<repo>/infra/content` */
  CONTENT_DIR: z.string().min(1).optional(),
  /** `auto`: import at start when the content tables are empty; `always`; `never`. */
  CONTENT_IMPORT_ON_START: z.enum(['auto', 'always', 'never']).default('auto'),
  /** `max-age` (seconds) of content answers; `stale-while-revalidate` is ten times it. */
  CONTENT_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often an instance checks whether another process imported content (drops its cache). */
  CONTENT_VERSION_CHECK_MS: zPositiveInt(5000),
  /** Search answers kept in-process (0 turns the search cache off, e.g. to measure the database). */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  /** Memory for media bytes kept in-process, in MB. */
  MEDIA_CACHE_MB: zPositiveInt(64),
  /** PostgreSQL pool size. */
  DB_POOL_MAX: zPositiveInt(10),
});

export type TContentApiConfig = z.infer<typeof ZContentApiConfigSchema>;

/** Reads and validates the environment, or exits listing every bad key. */
export function loadConfig(): TContentApiConfig {
  return loadConfigOrExit(ZContentApiConfigSchema, 'content-api');
}
