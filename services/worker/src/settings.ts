import type { TWorkerConfig } from './config';
import type { THandlerSettings } from './jobs/job-context';

/** The handler settings derived from the worker's config. */
export function handlerSettings(config: TWorkerConfig): THandlerSettings {
  return {
    intakeEmailTo: config.INTAKE_EMAIL_TO,
    intakeRoutes: config.INTAKE_EMAIL_ROUTES,
    opsEmailTo: config.OPS_EMAIL_TO,
    staffInboxUrl: config.STAFF_INBOX_URL ?? `${config.PUBLIC_ORIGIN.replace(/\/+$/, '')}/staff`,
    webhookUrls: config.WEBHOOK_URLS,
    webhookSecret: config.WEBHOOK_SECRET,
    webhookTimeoutMs: config.WEBHOOK_TIMEOUT_MS,
    webhookTargets: { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_TARGETS },
    deliveryClaimTtlMs: config.DELIVERY_CLAIM_TTL_MS,
    opsAlertWindowMs: config.OPS_ALERT_WINDOW_MS,
    mailDomain: /@([\w.-]+)/.exec(config.MAIL_FROM)?.[1] ?? 'localhost',
  };
}
