import { systemClock, type TClock } from '@firm/shared/server/clock';
import type { Pool } from '@firm/shared/server/db';
import {
  firstContactSettingsCache,
  type TSettingsCache,
} from '@firm/shared/server/first-contact-settings';
import type { Logger } from '@firm/shared/server/logger';
import { rollReports, type TRollResult } from '@firm/shared/server/reports/roll-reports';
import { firmDay } from '@firm/shared/staff/firm-time';
import { PeriodicTasks } from '../sweeper/periodic-task';

/** Options of {@link ReportRollupSweeper}. */
export type TReportRollupSweeperOptions = {
  pool: Pool;
  logger: Logger;
  /** Where the sweep reads the time (the firm's today stays live). @defaultValue the system clock */
  clock?: TClock;
  /** Office hours for the office waits. @defaultValue read from the database, kept 30 s */
  clockSettings?: TSettingsCache;
  /** How often to look. @defaultValue 60000 */
  intervalMs?: number;
  /**
   * Most days with facts rolled per sweep (a backlog is worked off over the next sweeps; days without
   * facts are all marked at once). @defaultValue 93
   */
  daysPerSweep?: number;
};

/**
 * Keeps the reports' rollup current (issue 32 §3, migration 224): every `intervalMs` it computes the
 * office waits queued by migration 219's trigger, rolls the days before today marked changed (or
 * never rolled) and builds the months whose days are all rolled. The state is rows only, so it works
 * the same on both queue backends and any number of workers (each write under one advisory lock).
 */
export class ReportRollupSweeper extends PeriodicTasks {
  private readonly clock: TClock;
  private readonly clockSettings: TSettingsCache;

  constructor(private readonly options: TReportRollupSweeperOptions) {
    super();
    this.clock = options.clock ?? systemClock;
    this.clockSettings = options.clockSettings ?? firstContactSettingsCache(options.pool);
    this.every(() => this.sweepOnce(), {
      intervalMs: options.intervalMs ?? 60_000,
      logger: options.logger,
      failureMessage: 'report rollup sweep failed',
    });
  }

  /** One sweep. @returns what it computed and rolled */
  async sweepOnce(): Promise<TRollResult> {
    const settings = await this.clockSettings.get();
    const result = await rollReports(this.options.pool, {
      today: firmDay(new Date(this.clock.now()).toISOString()),
      schedule: settings.schedule,
      limit: this.options.daysPerSweep ?? 93,
    });
    if (result.officeWaits || result.days || result.months)
      this.options.logger.info(result, 'report rollup');
    return result;
  }
}
