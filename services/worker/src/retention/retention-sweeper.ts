import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { RETENTION_RUN_HOURS } from '@firm/shared/privacy/retention';
import { systemClock, type TClock } from '@firm/shared/server/clock';
import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { insertPrivacyAudit } from '@firm/shared/server/privacy/privacy-audit';
import { noCounts } from '@firm/shared/server/privacy/retention-selection';
import { readRetentionSchedule } from '@firm/shared/server/privacy/retention-settings';
import { minuteOfDay } from '@firm/shared/sms/quiet-hours';
import { firmDay } from '@firm/shared/staff/firm-time';
import type { THandlerSettings } from '../jobs/job-context';
import type { TMailer } from '../mail/mailer';
import { PeriodicTasks } from '../sweeper/periodic-task';
import { applyRetention } from './retention-eraser';
import { composeRetentionReport } from './retention-report-email';
import {
  claimRun,
  finishRun,
  releaseReport,
  takeOwedReports,
  type TFinishedRun,
} from './retention-runs.repository';

/** Options of {@link RetentionSweeper}. */
export type TRetentionSweeperOptions = {
  pool: Pool;
  mailer: TMailer;
  /** the job queues whose jobs of erased leads go too (either backend) */
  queues: Queue[];
  privacyHashSecret: string;
  settings: Pick<
    THandlerSettings,
    'staffInboxUrl' | 'mailDomain' | 'deliveryClaimTtlMs' | 'intakeEmailTo'
  >;
  logger: Logger;
  /** Where the sweep reads the time. @defaultValue the system clock */
  clock?: TClock;
  /** How often to look. @defaultValue 300000 (five minutes) */
  intervalMs?: number;
};

/** Whether an instant falls in the nightly run's quiet hours, in the firm's zone. */
export function isRetentionHour(atMs: number): boolean {
  const hour = Math.floor(minuteOfDay(atMs) / 60);
  return hour >= RETENTION_RUN_HOURS.from && hour < RETENTION_RUN_HOURS.until;
}

/**
 * The nightly retention run (issue 31 §3). The nights are rows, so the timer is a sweep of PostgreSQL —
 * the same whichever queue backend the worker runs (BullMQ on Redis, or the PostgreSQL store): between
 * 3:00 and 6:00 in the firm's zone each look claims the night's run (one row per night: a second run
 * finds it finished; a dead worker's claim expires and the run resumes), applies the schedule, records
 * the run in the privacy audit, then e-mails the admins the counts when something was erased or the
 * run failed.
 */
export class RetentionSweeper extends PeriodicTasks {
  private readonly clock: TClock;

  constructor(private readonly options: TRetentionSweeperOptions) {
    super();
    this.clock = options.clock ?? systemClock;
    this.every(() => this.sweepOnce(), {
      intervalMs: options.intervalMs ?? 300_000,
      logger: options.logger,
      failureMessage: 'retention sweep failed',
    });
  }

  /** One look. @returns whether it ran the night's run, and the reports it sent */
  async sweepOnce(): Promise<{ ran: boolean; reports: number }> {
    const now = new Date(this.clock.now());
    const ran = isRetentionHour(now.getTime()) ? await this.runNight(now) : false;
    let reports = 0;
    for (const run of await takeOwedReports(this.options.pool, now))
      if (await this.report(run)) reports += 1;
    return { ran, reports };
  }

  private async runNight(now: Date): Promise<boolean> {
    const { pool, settings, logger } = this.options;
    const hold = {
      night: firmDay(now.toISOString()),
      token: randomUUID(),
      ttlMs: settings.deliveryClaimTtlMs,
    };
    const claimed = await claimRun(pool, { ...hold, now, fallback: settings.intakeEmailTo });
    if (!claimed) return false;
    let error: string | null = null;
    try {
      const schedule = await readRetentionSchedule(pool);
      await applyRetention(
        { pool, privacyHashSecret: this.options.privacyHashSecret, queues: this.options.queues },
        hold,
        schedule,
        now,
      );
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      logger.warn({ err: failure, night: hold.night }, 'retention run failed');
    }
    const finished = await finishRun(pool, hold, { now: new Date(this.clock.now()), error });
    if (finished) {
      const counts = { ...noCounts(), ...finished.counts };
      await insertPrivacyAudit(pool, {
        actorId: null,
        action: 'retention.run',
        detail: { night: finished.night, counts, failed: error !== null },
      });
      logger.info({ night: finished.night, counts, failed: error !== null }, 'retention run');
    }
    return true;
  }

  private async report(run: TFinishedRun): Promise<boolean> {
    const { pool, mailer, settings, logger } = this.options;
    if (!run.recipients.length) return false;
    try {
      const staffUrl = `${settings.staffInboxUrl.replace(/\/+$/, '')}/privacidad#conservacion`;
      await mailer.send({
        to: run.recipients,
        ...composeRetentionReport({
          night: run.night,
          counts: { ...noCounts(), ...run.counts },
          failed: run.error !== null,
          staffUrl,
        }),
        messageId: `<retention-${run.night}@${settings.mailDomain}>`,
        headers: { 'X-Staff-Alert': 'retention-report' },
      });
      return true;
    } catch (error) {
      await releaseReport(pool, run.night).catch(() => undefined);
      logger.warn(
        { err: error, night: run.night },
        'retention report not sent; the next look retries',
      );
      return false;
    }
  }
}
