import { randomUUID } from 'node:crypto';
import { readAlertStates } from '@firm/shared/ops/alert-state.repository';
import { evaluateAlerts } from '@firm/shared/ops/evaluate-alerts';
import { readOpsFigures, type TOpsSources } from '@firm/shared/ops/read-ops-figures';
import { systemClock, type TClock } from '@firm/shared/server/clock';
import { withTransaction } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import type { THandlerSettings } from '../jobs/job-context';
import type { TMailer } from '../mail/mailer';
import { adminAddresses } from '../clock/clock-alerts.repository';
import { PeriodicTasks } from '../sweeper/periodic-task';
import { composeOpsAlert } from './ops-alert-email';
import {
  claimNotice,
  findUnsentNotices,
  insertNotice,
  lockOpsAlerts,
  markNoticeSent,
  pruneOpsRows,
  releaseNotice,
  writeAlertStates,
} from './ops-alerts.repository';
import { planAlertChanges } from './plan-alert-changes';

/** Options of {@link OpsAlertSweeper}. */
export type TOpsAlertSweeperOptions = TOpsSources & {
  mailer: TMailer;
  settings: Pick<
    THandlerSettings,
    'staffInboxUrl' | 'mailDomain' | 'deliveryClaimTtlMs' | 'opsEmailTo'
  >;
  logger: Logger;
  /** Where the evaluation reads the time (the one-e-mail-per-hour rule). @defaultValue the system clock */
  clock?: TClock;
  /** How often to evaluate. @defaultValue 30000 */
  intervalMs?: number;
};

/**
 * The alerts for a firm without Prometheus (issue 33 §4): every `intervalMs` the worker reads the
 * status page's figures, evaluates the catalog's alerts on them and, in one transaction under an
 * advisory lock (several workers apply theirs one after the other), records each alert's state and
 * writes the e-mails to send — one listing the alerts that started, one those that ended, at most one
 * per alert per hour. Then it sends the unsent ones to the enabled admins (the operations addresses
 * when there is none), each claimed first, so no two workers send the same e-mail. It reads the queue
 * through BullMQ's API and keeps its state in PostgreSQL: the same on both queue backends.
 */
export class OpsAlertSweeper extends PeriodicTasks {
  private readonly clock: TClock;

  constructor(private readonly options: TOpsAlertSweeperOptions) {
    super();
    this.clock = options.clock ?? systemClock;
    this.every(() => this.evaluateOnce(), {
      intervalMs: options.intervalMs ?? 30_000,
      logger: options.logger,
      failureMessage: 'alert evaluation failed',
    });
  }

  /**
   * One evaluation and the sends it calls for.
   * @returns the alerts that started and ended (as e-mailed) and the e-mails sent
   */
  async evaluateOnce(): Promise<{ started: string[]; ended: string[]; sent: number }> {
    const figures = await readOpsFigures({ ...this.options, now: () => this.clock.now() });
    if (!figures.postgresReachable) throw new Error('PostgreSQL unreachable: alerts not recorded');
    const firing = evaluateAlerts(figures);
    const now = new Date(this.clock.now());
    const changes = await withTransaction(this.options.pool, async (client) => {
      await lockOpsAlerts(client);
      await pruneOpsRows(client);
      const planned = planAlertChanges(await readAlertStates(client), firing, now);
      await writeAlertStates(client, planned.states, now);
      if (planned.started.length) await insertNotice(client, 'started', planned.started, now);
      if (planned.ended.length) await insertNotice(client, 'ended', planned.ended, now);
      return planned;
    });
    let sent = 0;
    for (const id of await findUnsentNotices(this.options.pool, now))
      if (await this.send(id, now)) sent += 1;
    if (changes.started.length || changes.ended.length)
      this.options.logger.warn(
        { started: changes.started, ended: changes.ended },
        'operations alerts changed',
      );
    return { started: changes.started, ended: changes.ended, sent };
  }

  private async send(id: number, now: Date): Promise<boolean> {
    const { pool, mailer, settings, logger } = this.options;
    const token = randomUUID();
    const notice = await claimNotice(pool, { id, token, now, ttlMs: settings.deliveryClaimTtlMs });
    if (!notice) return false;
    try {
      const admins = await adminAddresses(pool);
      const to = admins.length ? admins : settings.opsEmailTo;
      if (!to.length) throw new Error('no admin and no OPS_EMAIL_TO to tell');
      await mailer.send({
        to,
        ...composeOpsAlert({
          kind: notice.kind,
          alerts: notice.alerts,
          at: notice.created_at,
          statusUrl: `${settings.staffInboxUrl.replace(/\/+$/, '')}/estado`,
        }),
        messageId: `<ops-alert-${notice.id}@${settings.mailDomain}>`,
        headers: { 'X-Staff-Alert': `ops-${notice.kind}` },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await releaseNotice(pool, { id, token, error: message }).catch(() => undefined);
      logger.warn(
        { err: error, noticeId: id },
        'alert e-mail not sent; the next evaluation retries',
      );
      return false;
    }
    await markNoticeSent(pool, id, now);
    return true;
  }
}
