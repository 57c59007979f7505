import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import type { TJobRequest } from '@firm/shared/jobs/define-job';
import type { TIntakeRoutes } from '@firm/shared/server/routing-env';
import type { TWebhookTargetPolicy } from '@firm/shared/server/webhook-target';
import type { TMailer } from '../mail/mailer';
import type { TSmsProvider } from '../sms/sms-provider';
import type { TWorkerStore } from '../store/worker-store';

/** Where handlers add follow-up jobs: a BullMQ `Queue` satisfies it. */
export type TJobSink = { addBulk(jobs: TJobRequest[]): Promise<unknown> };

/** The settings handlers read. */
export type THandlerSettings = {
  intakeEmailTo: string[];
  intakeRoutes: TIntakeRoutes;
  opsEmailTo: string[];
  staffInboxUrl: string;
  webhookUrls: string[];
  webhookSecret: string | undefined;
  webhookTimeoutMs: number;
  /** Where webhooks may go: public https: addresses only, unless WEBHOOK_ALLOW_PRIVATE_TARGETS. */
  webhookTargets: TWebhookTargetPolicy;
  /** Domain of the deterministic Message-IDs. */
  mailDomain: string;
  /**
   * How long a claim without a heartbeat holds: the first-contact alerts' and privacy reminders'
   * (`staff_alerts`). Delivery claims (e-mails, webhooks, texts) are renewed while they are sent and
   * expire `CLAIM_EXPIRY_MS` after their holder's last heartbeat (deliveries/claim-heartbeat.ts).
   */
  deliveryClaimTtlMs: number;
  /** Dead letters are reported in one alert per window of this length. */
  opsAlertWindowMs: number;
};

/** What every handler receives besides its payload. */
export type TJobContext = {
  pool: Pool;
  /** Reads and writes of leads and deliveries. */
  store: TWorkerStore;
  mailer: TMailer;
  queue: TJobSink;
  settings: THandlerSettings;
  log: Logger;
  /** The BullMQ job id (recorded with deliveries). */
  jobId: string;
  /** The text provider; absent when texts are off. */
  sms?: TSmsProvider | undefined;
  /** The time now, in ms (a fixed clock in tests). */
  now: () => number;
};

/** A job handler: resolves with a short outcome for the log, throws to retry. */
export type TJobHandler<P> = (payload: P, context: TJobContext) => Promise<string>;
