import { UnrecoverableError, type Job } from 'bullmq';
import { jobRequest } from '@firm/shared/jobs/define-job';
import { SEND_OPS_ALERT_JOB } from '@firm/shared/jobs/send-ops-alert.job';
import type { TJobContext } from '../jobs/job-context';
import { recordDeadLetter } from './dead-letters.repository';
import { jobLabel } from '../jobs/job-handlers';
import { deadLetters } from '../metrics/worker-metrics';

/** True when this failed attempt is the job's last: no retry follows. */
export function isFinalAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>, error: unknown): boolean {
  return error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * Keeps a job that exhausted its retries: a `dead_letters` row, an error log and the ops alert
 * of its window (one job per window, run at the window's end, lists every dead letter not alerted
 * yet). An alert job that itself dies is only logged (no alert about an alert).
 */
export async function deadLetter(job: Job, error: unknown, context: TJobContext): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const id = await recordDeadLetter(context.pool, {
    queue: job.queueName,
    jobId: String(job.id),
    jobName: job.name,
    payload: job.data,
    leadId: leadIdOf(job.data),
    attempts: job.attemptsMade + 1,
    error: message,
  });
  context.log.error(
    { deadLetterId: id, error: message, attempts: job.attemptsMade + 1 },
    'job exhausted its retries: dead-lettered',
  );
  if (id !== null) deadLetters.inc({ job: jobLabel(job.name) });
  if (id === null || job.name === SEND_OPS_ALERT_JOB.name) return;
  const now = Date.now();
  const window = context.settings.opsAlertWindowMs;
  const windowStart = now - (now % window);
  const request = jobRequest(SEND_OPS_ALERT_JOB, { windowStart });
  const delay = windowStart + window - now;
  await context.queue.addBulk([{ ...request, opts: { ...request.opts, delay } }]);
}

function leadIdOf(data: unknown): number | null {
  const leadId = (data as { leadId?: unknown } | null)?.leadId;
  return typeof leadId === 'number' ? leadId : null;
}
