import { z } from 'zod';
import { zDatabaseUrl, zPort, zRedisUrl } from '../../packages/shared/src/server/config';

/** The launcher's own environment: the public port, the internal ports, and the optional external stores. */
export const ZLauncherConfigSchema = z.object({
  PORT: zPort(3000),
  CONTENT_API_PORT: zPort(4001),
  LEADS_API_PORT: zPort(4002),
  WORKER_PORT: zPort(4003),
  /** The web edge's metrics listener (loopback; content-api, leads-api and the worker serve /metrics on their own ports). */
  WEB_METRICS_PORT: zPort(4004),
  DATABASE_URL: zDatabaseUrl.optional(),
  REDIS_URL: zRedisUrl,
  /** Data folder of the embedded PostgreSQL. @defaultValue `.data/postgres` */
  EMBEDDED_PG_DIR: z.string().min(1).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SKIP_WEB_BUILD: z.enum(['0', '1']).default('0'),
  /** Where the web build's and each service's output go, a file each. @defaultValue `.data/logs` */
  LAUNCHER_LOG_DIR: z.string().min(1).optional(),
});

export type TLauncherConfig = z.infer<typeof ZLauncherConfigSchema>;
