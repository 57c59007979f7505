import { randomUUID } from 'node:crypto';
import { systemClock, type TClock } from '@firm/shared/server/clock';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  firstContactSettingsCache,
  type TSettingsCache,
} from '@firm/shared/server/first-contact-settings';
import type { Logger } from '@firm/shared/server/logger';
import { isOfficeTime } from '@firm/shared/staff/office-time';
import type { THandlerSettings } from '../jobs/job-context';
import type { TMailer } from '../mail/mailer';
import { loadRoutingRules } from '../routing/routing-rules.repository';
import { PeriodicTasks } from '../sweeper/periodic-task';
import { alertLeads, claimAlert, markAlertSent, releaseAlert } from './alert-delivery.repository';
import { findUnsentAlerts, tryClockSweepLock } from './clock-alerts.repository';
import { claimDueAlerts } from './claim-due-alerts';
import { composeClockAlert } from './clock-alert-email';

/** Options of {@link ClockSweeper}. */
export type TClockSweeperOptions = {
  pool: Pool;
  mailer: TMailer;
  settings: THandlerSettings;
  logger: Logger;
  /** Where the sweep reads the time. @defaultValue the system clock */
  clock?: TClock;
  /** The first-contact target and office hours. @defaultValue read from the database, kept 30 s */
  clockSettings?: TSettingsCache;
  /** How often to look. @defaultValue 30000 */
  intervalMs?: number;
  /** Most leads and follow-ups claimed per sweep (the rest in the next). @defaultValue 500 */
  limit?: number;
};

/**
 * The first-contact clock's timers (issue 29 §4). The due times are rows (`leads.first_contact_alert_at`,
 * `lead_follow_ups.due_at`): every `intervalMs` one worker (an advisory lock) claims, in office hours
 * only, what has fallen due — each lead's level-1 alert, its level-2 alert to the admins the same
 * target later, each follow-up's alert — into alert rows with a unique key per lead (or follow-up) and
 * level, grouped by recipients, committed before anything is sent. Then it sends the unsent alerts,
 * each claimed like a delivery. Nothing lives in memory: a new worker re-derives all of it from the
 * rows, and a lead and level alerts once. At night and on closed days nothing is sent; what fell due
 * goes out at the next opening.
 */
export class ClockSweeper extends PeriodicTasks {
  private readonly clock: TClock;
  private readonly clockSettings: TSettingsCache;

  constructor(private readonly options: TClockSweeperOptions) {
    super();
    this.clock = options.clock ?? systemClock;
    this.clockSettings = options.clockSettings ?? firstContactSettingsCache(options.pool);
    this.every(() => this.sweepOnce(), {
      intervalMs: options.intervalMs ?? 30_000,
      logger: options.logger,
      failureMessage: 'clock sweep failed',
    });
  }

  /**
   * One sweep: claims what fell due, then sends every unsent alert.
   * @returns the alerts written and sent by this sweep (both 0 outside office hours)
   */
  async sweepOnce(): Promise<{ claimed: number; sent: number }> {
    const now = new Date(this.clock.now());
    const settings = await this.clockSettings.get();
    if (!isOfficeTime(now.getTime(), settings.schedule)) return { claimed: 0, sent: 0 };
    const { pool, logger } = this.options;
    const rules = await loadRoutingRules(pool);
    const claimed = await withTransaction(pool, async (client) => {
      if (!(await tryClockSweepLock(client))) return 0;
      return claimDueAlerts(client, {
        now,
        settings,
        rules,
        handlerSettings: this.options.settings,
        limit: this.options.limit ?? 500,
        log: logger,
      });
    });
    let sent = 0;
    for (const id of await findUnsentAlerts(pool, now, 100))
      if (await this.sendAlert(id, now, settings.schedule)) sent += 1;
    if (claimed > 0 || sent > 0) logger.info({ claimed, sent }, 'first-contact alerts');
    return { claimed, sent };
  }

  /** Sends one alert under a claim; false when another worker holds it or the send failed. */
  private async sendAlert(
    id: number,
    now: Date,
    schedule: Parameters<typeof composeClockAlert>[0]['schedule'],
  ): Promise<boolean> {
    const { pool, mailer, settings, logger } = this.options;
    const token = randomUUID();
    const alert = await claimAlert(pool, { id, token, now, ttlMs: settings.deliveryClaimTtlMs });
    if (!alert) return false;
    try {
      const email = composeClockAlert({
        alert,
        leads: await alertLeads(pool, id),
        nowMs: now.getTime(),
        schedule,
        staffInboxUrl: settings.staffInboxUrl,
      });
      await mailer.send({
        to: alert.recipients,
        ...email,
        messageId: `<staff-alert-${id}@${settings.mailDomain}>`,
        headers: { 'X-Staff-Alert': `${alert.kind}-${alert.level}` },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await releaseAlert(pool, { id, token, error: message }).catch(() => undefined);
      logger.warn(
        { err: error, alertId: id },
        'first-contact alert not sent; the next sweep retries',
      );
      return false;
    }
    await markAlertSent(pool, id, now);
    return true;
  }
}
