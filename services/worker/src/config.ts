import { z } from 'zod';
import {
  loadConfigOrExit,
  zDatabaseUrl,
  zHost,
  zLogLevel,
  zOtlpEndpoint,
  zPort,
  zRedisUrl,
  zQueuePrefix,
  zMetricsEnabled,
} from '@firm/shared/server/config';
import { LEAD_JOB_BACKOFF_BASE_MS } from '@firm/shared/jobs/queue-names';
import { OPS_ALERT_WINDOW_MS } from '@firm/shared/jobs/send-ops-alert.job';
import { repoPaths } from '@firm/shared/server/paths';
import { DEV_PRIVACY_HASH_SECRET } from '@firm/shared/server/privacy/contact-hash';
import { ZSmsEnvSchema, smsAllOrNone } from '@firm/shared/sms/sms-env';
import {
  DEFAULT_INTAKE_EMAIL_TO,
  privateTargetsOutsideProduction,
  zAllowPrivateTargets,
  zEmailList,
  zIntakeRoutes,
  zUrlList,
} from '@firm/shared/server/routing-env';

export { ZIntakeRoutesSchema, type TIntakeRoutes } from '@firm/shared/server/routing-env';

/** The environment of the worker. */
export const ZWorkerConfigSchema = z
  .object({
    PORT: zPort(4003),
    /** Interface to listen on: loopback unless the deployment (compose, the cluster) sets it. */
    HOST: zHost,
    DATABASE_URL: zDatabaseUrl,
    REDIS_URL: zRedisUrl,
    LOG_LEVEL: zLogLevel,
    /** Prometheus figures and `/metrics` on (default) or off (the metrics-overhead bench). */
    METRICS_ENABLED: zMetricsEnabled,
    OTEL_EXPORTER_OTLP_ENDPOINT: zOtlpEndpoint,
    /** BullMQ key prefix on Redis; unset → this database's own (see `zQueuePrefix`). */
    QUEUE_PREFIX: zQueuePrefix,
    /** smtp(s)://user:pass@host:port; absent → mails are written as .eml files to MAIL_DIR. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * `smtp`: SMTP_URL is required and the worker refuses to start without it (a cluster, where
     * no pod shares a file system); `file`: `.eml` files in MAIL_DIR even when SMTP_URL is set;
     * `auto`: SMTP when SMTP_URL is set, otherwise `.eml` files (`npm start`).
     * @defaultValue `auto`
     */
    MAIL_TRANSPORT: z.enum(['auto', 'smtp', 'file']).default('auto'),
    MAIL_DIR: z.string().default(() => repoPaths().mailOutbox),
    MAIL_FROM: z.string().default('"Herrera Immigration Law" <no-reply@herreraimmigrationlaw.com>'),
    INTAKE_EMAIL_TO: zEmailList.default(DEFAULT_INTAKE_EMAIL_TO),
    INTAKE_EMAIL_ROUTES: zIntakeRoutes,
    OPS_EMAIL_TO: zEmailList.default(['ops@herreraimmigrationlaw.com']),
    /** The site's public origin; the staff inbox defaults to `{PUBLIC_ORIGIN}/staff`. */
    PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
    /** Base URL of the staff area; e-mails link to the lead's page `{STAFF_INBOX_URL}/prospectos/{id}`. */
    STAFF_INBOX_URL: z.url().optional(),
    WEBHOOK_URLS: zUrlList,
    WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Webhooks to private addresses and over http: (a local receiver); refused in production. */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: zAllowPrivateTargets,
    /** `production` refuses WEBHOOK_ALLOW_PRIVATE_TARGETS (the image sets it). */
    NODE_ENV: z.string().optional(),
    JOB_BACKOFF_BASE_MS: z.coerce.number().int().positive().default(LEAD_JOB_BACKOFF_BASE_MS),
    /** How long a claim without a heartbeat holds (staff alerts; delivery claims use CLAIM_EXPIRY_MS). */
    DELIVERY_CLAIM_TTL_MS: z.coerce.number().int().min(1000).default(120_000),
    /** The sweeper re-drives a lead whose intake e-mail is not delivered this long after it arrived. */
    SWEEP_AFTER_MS: z.coerce.number().int().min(1000).default(60_000),
    /** How often the sweeper looks. */
    SWEEP_INTERVAL_MS: z.coerce.number().int().min(500).default(10_000),
    /** How often the first-contact clock looks for alerts that fell due (issue 29 §4). */
    CLOCK_SWEEP_INTERVAL_MS: z.coerce.number().int().min(500).default(30_000),
    /**
     * How often the worker looks whether the night's data-retention run is due (issue 31 §3; it runs
     * between 3:00 and 6:00 in the firm's zone). 0 turns the run off (the browser tests' stack, whose
     * fixtures hold old leads).
     */
    RETENTION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
    /**
     * How often the worker rolls the reports' days changed since (and computes queued office waits;
     * issue 32 §3). 0 turns it off: the reports then read the live leads only.
     */
    REPORT_ROLLUP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /** One ops alert per window of this length lists the window's dead letters. */
    OPS_ALERT_WINDOW_MS: z.coerce.number().int().min(1000).default(OPS_ALERT_WINDOW_MS),
    WORKER_CONCURRENCY: z.coerce.number().int().positive().default(20),
    /**
     * Keys the hashes of the conflict stubs the nightly retention run leaves (issue 31 §3): the same
     * value as leads-api's. The default serves local runs only.
     */
    PRIVACY_HASH_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(DEV_PRIVACY_HASH_SECRET),
  })
  // the text provider (issue 29 §2): off unless its three keys are set
  .extend(ZSmsEnvSchema.shape)
  .refine((env) => env.WEBHOOK_URLS.length === 0 || env.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    message: 'is required when WEBHOOK_URLS is set',
  })
  .refine(...privateTargetsOutsideProduction)
  .refine(...smsAllOrNone)
  .refine((env) => env.DELIVERY_CLAIM_TTL_MS > env.WEBHOOK_TIMEOUT_MS, {
    path: ['DELIVERY_CLAIM_TTL_MS'],
    message: 'must be longer than WEBHOOK_TIMEOUT_MS (a claim outlives the POST it covers)',
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'smtp' || env.SMTP_URL, {
    path: ['SMTP_URL'],
    message: 'is required when MAIL_TRANSPORT is smtp (no .eml folder in a cluster)',
  });

export type TWorkerConfig = z.infer<typeof ZWorkerConfigSchema>;

/** The SMTP URL the mailer uses: none (→ `.eml` files) when MAIL_TRANSPORT is `file`. */
export function smtpUrlOf(config: Pick<TWorkerConfig, 'MAIL_TRANSPORT' | 'SMTP_URL'>) {
  return config.MAIL_TRANSPORT === 'file' ? undefined : config.SMTP_URL;
}

/** Reads and validates the environment, or exits listing every bad key. */
export function loadConfig(): TWorkerConfig {
  return loadConfigOrExit(ZWorkerConfigSchema, 'worker');
}
