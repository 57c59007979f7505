import { z } from 'zod';
import { ZSmsEnvSchema, smsAllOrNone } from '@firm/shared/sms/sms-env';
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
import {
  DEFAULT_INTAKE_EMAIL_TO,
  privateTargetsOutsideProduction,
  zAllowPrivateTargets,
  zEmailList,
  zIntakeRoutes,
  zUrlList,
} from '@firm/shared/server/routing-env';
import { DEV_PRIVACY_HASH_SECRET } from '@firm/shared/server/privacy/contact-hash';

const zBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : value === 'true' || value === '1',
    );

const zPositiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export { DEV_PRIVACY_HASH_SECRET };

const LEADS_API_ENV = z.object({
  PORT: zPort(4002),
  DATABASE_URL: zDatabaseUrl,
  REDIS_URL: zRedisUrl,
  LOG_LEVEL: zLogLevel,
  /** Prometheus figures and `/metrics` on (default) or off (the metrics-overhead bench). */
  METRICS_ENABLED: zMetricsEnabled,
  OTEL_EXPORTER_OTLP_ENDPOINT: zOtlpEndpoint,
  /** BullMQ key prefix on Redis; unset → this database's own (see `zQueuePrefix`). */
  QUEUE_PREFIX: zQueuePrefix,
  /** Signs the anti-forgery tokens; shared by every service that checks them. */
  CSRF_SECRET: z
    .string({ error: 'is required (at least 32 characters)' })
    .min(32, 'must be at least 32 characters'),
  /**
   * Keys the hashes of an erased person's phone and e-mail (issue 31 §3, the conflict stubs): keep it
   * for good — a new one no longer matches the stubs made before. The default serves local runs only.
   */
  PRIVACY_HASH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(DEV_PRIVACY_HASH_SECRET),
  /** Marks the session and token cookies Secure (set it behind HTTPS). */
  COOKIE_SECURE: zBoolean(false),
  /** The site's public origin: an https:// origin makes every cookie Secure (staff session: `__Host-`). */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  /** Rate-limit window, shared by the per-IP and per-phone limits. */
  RATE_LIMIT_WINDOW_MS: zPositiveInt(15 * 60_000),
  /** Submissions per client IP per window. */
  RATE_LIMIT_PER_IP: zPositiveInt(30),
  /** Submissions per phone number per window. */
  RATE_LIMIT_PER_PHONE: zPositiveInt(5),
  /** Namespace of the rate-limit counters (Redis keys or PostgreSQL rows). */
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[\w:-]+$/, 'letters, digits, -, _ and : only')
    .default('rl:'),
  /** Call-click events per client IP per window. */
  RATE_LIMIT_TRACK_CALL_PER_IP: zPositiveInt(60),
  /** Leads a signed-in staff member may type in (social-media form) per window; not the visitors' per-IP limit. */
  RATE_LIMIT_PER_STAFF: zPositiveInt(120),
  /** PostgreSQL pool size. */
  DB_POOL_MAX: zPositiveInt(20),
  /** Interface to listen on: loopback unless the deployment (compose, the cluster) sets it. */
  HOST: zHost,
  /** The web edge's shared secret: only a request carrying it in `x-edge-secret` may name the client's address. */
  EDGE_PROXY_SECRET: zEdgeProxySecret,
  /** Proxies (the edge and any in front of it) whose `X-Forwarded-For` entries are believed, with the edge's secret only. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(1),
  /** How often the outbox relay looks for rows written by other instances. */
  OUTBOX_POLL_MS: zPositiveInt(500),
  /** The worker's routing defaults, read here only to show them to admins beside their routing rules. */
  INTAKE_EMAIL_TO: zEmailList.default(DEFAULT_INTAKE_EMAIL_TO),
  INTAKE_EMAIL_ROUTES: zIntakeRoutes,
  WEBHOOK_URLS: zUrlList,
  /** Lets admins' webhook rules point at private addresses and http: (a local receiver); refused in production. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: zAllowPrivateTargets,
  /** `production` refuses WEBHOOK_ALLOW_PRIVATE_TARGETS (the image sets it). */
  NODE_ENV: z.string().optional(),
});

/** The environment of leads-api. */
export const ZLeadsApiConfigSchema = LEADS_API_ENV.extend(ZSmsEnvSchema.shape)
  .refine(...privateTargetsOutsideProduction)
  .refine(...smsAllOrNone);

export type TLeadsApiConfig = z.infer<typeof ZLeadsApiConfigSchema>;

/** Whether cookies are Secure: asked for, or the site is served over HTTPS (anything but development). */
export function secureCookiesOf(
  config: Pick<TLeadsApiConfig, 'COOKIE_SECURE' | 'PUBLIC_ORIGIN'>,
): boolean {
  return config.COOKIE_SECURE || config.PUBLIC_ORIGIN.startsWith('https://');
}

/** Reads and validates the environment, or exits listing every bad key. */
export function loadConfig(): TLeadsApiConfig {
  return loadConfigOrExit(ZLeadsApiConfigSchema, 'leads-api');
}
