import { randomUUID } from 'node:crypto';
import { PRIVACY_REMINDER_DAYS } from '@firm/shared/privacy/privacy-requests';
import { systemClock, type TClock } from '@firm/shared/server/clock';
import type { Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { firmDay } from '@firm/shared/staff/firm-time';
import type { THandlerSettings } from '../jobs/job-context';
import type { TMailer } from '../mail/mailer';
import { PeriodicTasks } from '../sweeper/periodic-task';
import { composePrivacyReminder } from './privacy-reminder-email';
import {
  claimDueReminders,
  claimReminder,
  findUnsentReminders,
  markReminderSent,
  releaseReminder,
} from './privacy-reminders.repository';

/** Options of {@link PrivacyReminderSweeper}. */
export type TPrivacyReminderSweeperOptions = {
  pool: Pool;
  mailer: TMailer;
  settings: Pick<
    THandlerSettings,
    'staffInboxUrl' | 'mailDomain' | 'deliveryClaimTtlMs' | 'intakeEmailTo'
  >;
  logger: Logger;
  /** Where the sweep reads the time. @defaultValue the system clock */
  clock?: TClock;
  /** How often to look. @defaultValue 60000 */
  intervalMs?: number;
};

/**
 * The admins' reminder 7 days before a privacy request falls due (issue 31 §2). The due dates are rows,
 * so the timer is a sweep of PostgreSQL — the same whichever queue backend the worker runs (BullMQ on
 * Redis, or the PostgreSQL store): each sweep writes one reminder row per request and due date (a
 * unique key: a request is reminded once per due date, by however many workers), then sends the unsent
 * ones, each claimed like a delivery. A restarted worker re-derives everything from the rows.
 */
export class PrivacyReminderSweeper extends PeriodicTasks {
  private readonly clock: TClock;

  constructor(private readonly options: TPrivacyReminderSweeperOptions) {
    super();
    this.clock = options.clock ?? systemClock;
    this.every(() => this.sweepOnce(), {
      intervalMs: options.intervalMs ?? 60_000,
      logger: options.logger,
      failureMessage: 'privacy reminder sweep failed',
    });
  }

  /** One sweep. @returns the reminders written and sent by it */
  async sweepOnce(): Promise<{ claimed: number; sent: number }> {
    const now = new Date(this.clock.now());
    const { pool, settings } = this.options;
    const claimed = await claimDueReminders(pool, {
      today: firmDay(now.toISOString()),
      daysBefore: PRIVACY_REMINDER_DAYS,
      now,
      fallback: settings.intakeEmailTo,
    });
    let sent = 0;
    for (const row of await findUnsentReminders(pool, now))
      if (await this.send(row.request_id, row.due_on, now)) sent += 1;
    if (claimed > 0 || sent > 0) this.options.logger.info({ claimed, sent }, 'privacy reminders');
    return { claimed, sent };
  }

  private async send(requestId: number, dueOn: string, now: Date): Promise<boolean> {
    const { pool, mailer, settings, logger } = this.options;
    const token = randomUUID();
    const reminder = await claimReminder(pool, {
      requestId,
      dueOn,
      token,
      now,
      ttlMs: settings.deliveryClaimTtlMs,
    });
    if (!reminder) return false;
    if (!reminder.recipients.length) {
      await releaseReminder(pool, { requestId, dueOn, token, error: 'no recipients' });
      return false;
    }
    try {
      const staffUrl = `${settings.staffInboxUrl.replace(/\/+$/, '')}/privacidad`;
      await mailer.send({
        to: reminder.recipients,
        ...composePrivacyReminder({ requestId, kind: reminder.kind, dueOn, staffUrl }),
        messageId: `<privacy-reminder-${requestId}-${dueOn}@${settings.mailDomain}>`,
        headers: { 'X-Staff-Alert': 'privacy-reminder' },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await releaseReminder(pool, { requestId, dueOn, token, error: message }).catch(
        () => undefined,
      );
      logger.warn({ err: error, requestId }, 'privacy reminder not sent; the next sweep retries');
      return false;
    }
    await markReminderSent(pool, { requestId, dueOn, now });
    return true;
  }
}
