import { counter, histogram } from '@firm/shared/server/metrics';

export const jobsCompleted = counter('jobs_completed_total', 'Jobs completed, by job', ['job']);
export const jobsFailed = counter('jobs_failed_total', 'Job attempts that failed, by job', ['job']);
export const jobsRetried = counter(
  'jobs_retried_total',
  'Failed job attempts that will be retried, by job',
  ['job'],
);
export const deadLetters = counter('dead_letters_total', 'Jobs dead-lettered, by job', ['job']);

/** From a lead's `received_at` to its intake e-mail accepted (the SMTP 250, or the .eml written). */
export const intakeEmailLatency = histogram(
  'intake_email_latency_seconds',
  "Time from a lead's arrival to its intake e-mail being accepted",
  [],
  [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1800, 3600],
);

export const emailsSent = counter('emails_sent_total', 'E-mails accepted, by transport', [
  'transport',
]);
export const emailsFailed = counter('emails_failed_total', 'E-mail sends that failed, by reason', [
  'transport',
  'reason',
]);
export const webhooksSent = counter('webhooks_sent_total', 'Webhook POSTs answered 2xx');
export const webhooksFailed = counter(
  'webhooks_failed_total',
  'Webhook POSTs that failed, by reason',
  ['reason'],
);
export const sweeperRedrives = counter(
  'sweeper_redrives_total',
  'Leads the sweeper re-drove, by delivery',
  ['delivery'],
);
