import { z } from 'zod';
import {
  loadConfigOrExit,
  zDatabaseUrl,
  zHost,
  zLogLevel,
  zPort,
  zRedisUrl,
} from '@firm/shared/server/config';

const zPositiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The environment of content-api. */
export const ZContentApiConfigSchema = z.object({
  PORT: zPort(4001),
  /** Interface to listen on: loopback unless the deployment (compose, the cluster) sets it. */
  HOST: zHost,
  DATABASE_URL: zDatabaseUrl,
  /** Accepted for symmetry with the other services; the content service does not use Redis. */
  REDIS_URL: zRedisUrl,
  LOG_LEVEL: zLogLevel,
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
