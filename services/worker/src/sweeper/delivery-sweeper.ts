import type { Queue } from 'bullmq';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import type { PoolClient } from '@firm/shared/server/db';
import { ACKNOWLEDGE_LEAD_JOB } from '@firm/shared/jobs/acknowledge-lead.job';
import { jobRequest, type TJobRequest } from '@firm/shared/jobs/define-job';
import { NOTIFY_INTAKE_JOB } from '@firm/shared/jobs/notify-intake.job';
import {
  findOverdueAcknowledgments,
  findOverdueLeads,
  INTAKE_DELIVERY,
  markRedriven,
  trySweepLock,
  type TOverdueLead,
  type TRedrivenDelivery,
} from './overdue-leads.repository';
import { PeriodicTask } from './periodic-task';
import { sweeperRedrives } from '../metrics/worker-metrics';

/** The queue calls the sweeper makes. */
export type TSweeperQueue = Pick<Queue, 'addBulk' | 'getJobState'>;

/** Options of {@link DeliverySweeper}. */
export type TDeliverySweeperOptions = {
  pool: Pool;
  queue: TSweeperQueue;
  logger: Logger;
  /** A lead with no delivered intake e-mail this long after it arrived is re-driven. @defaultValue 60000 */
  afterMs?: number;
  /** How often to look. @defaultValue 10000 */
  intervalMs?: number;
  /** Leads older than this are left alone. @defaultValue 7 days */
  lookbackMs?: number;
  /** Most leads re-driven per sweep. @defaultValue 500 */
  limit?: number;
};

/** Job states in which the lead's notification is still on its way. */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/** The job id of a lead's n-th re-drive (the queue keeps old ids, so each re-drive has its own). */
export const redriveJobId = (leadId: number, redrive: number) =>
  `lead-${leadId}-notify-redrive-${redrive}`;

/** The job id of a lead's n-th acknowledgment re-drive. */
export const ackRedriveJobId = (leadId: number, redrive: number) =>
  `lead-${leadId}-ack-redrive-${redrive}`;

/** One kind of delivery the sweeper re-drives: its job, its ids and its claim's key. */
type TRedrive = {
  delivery: TRedrivenDelivery;
  jobOf: (leadId: number) => TJobRequest;
  redriveId: (leadId: number, redrive: number) => string;
};

const INTAKE: TRedrive = {
  delivery: INTAKE_DELIVERY,
  jobOf: (leadId) => jobRequest(NOTIFY_INTAKE_JOB, { leadId }),
  redriveId: redriveJobId,
};

const ACKNOWLEDGMENT: TRedrive = {
  delivery: { kind: 'ack_email', target: 'lead' },
  jobOf: (leadId) => jobRequest(ACKNOWLEDGE_LEAD_JOB, { leadId }),
  redriveId: ackRedriveJobId,
};

/**
 * Re-drives overdue intake e-mails, and overdue acknowledgment e-mails the same way: PostgreSQL is the record of what was delivered, the queue only
 * a transport. Any accepted non-spam lead whose e-mail is not delivered `afterMs` after it arrived,
 * whose jobs are not waiting, running or delayed in the queue (gone with a Redis that restarted
 * empty, failed as stalled, or never published), gets a new job. Leader-safe: the sweep runs under
 * a transaction-scoped advisory lock, and a job queued twice still sends once (delivery claims).
 */
export class DeliverySweeper {
  private readonly task: PeriodicTask;
  private readonly afterMs: number;

  constructor(private readonly options: TDeliverySweeperOptions) {
    this.afterMs = options.afterMs ?? 60_000;
    this.task = new PeriodicTask(() => this.sweepOnce(), {
      intervalMs: options.intervalMs ?? 10_000,
      logger: options.logger,
      failureMessage: 'sweep failed',
    });
  }

  /** Starts sweeping every `intervalMs`. */
  start(): void {
    this.task.start();
  }

  /** Stops sweeping after the sweep in flight. */
  async stop(): Promise<void> {
    await this.task.stop();
  }

  /**
   * One sweep.
   * @returns the number of leads re-driven (0 when another worker holds the sweep)
   */
  async sweepOnce(): Promise<number> {
    const bounds = {
      afterMs: this.afterMs,
      lookbackMs: this.options.lookbackMs ?? 7 * 24 * 3_600_000,
      limit: this.options.limit ?? 500,
    };
    const redriven = await withTransaction(this.options.pool, async (client) => {
      if (!(await trySweepLock(client))) return { intake: [], ack: [] };
      const intake = await this.redrive(client, INTAKE, await findOverdueLeads(client, bounds));
      const ack = await this.redrive(
        client,
        ACKNOWLEDGMENT,
        await findOverdueAcknowledgments(client, bounds),
      );
      return { intake, ack };
    });
    sweeperRedrives.inc({ delivery: 'intake_email' }, redriven.intake.length);
    sweeperRedrives.inc({ delivery: 'acknowledgment' }, redriven.ack.length);
    const log = this.options.logger;
    if (redriven.intake.length > 0)
      log.warn(
        { leads: redriven.intake, count: redriven.intake.length },
        'intake e-mails overdue: re-driven',
      );
    if (redriven.ack.length > 0)
      log.warn(
        { leads: redriven.ack, count: redriven.ack.length },
        'acknowledgment e-mails overdue: re-driven',
      );
    return redriven.intake.length + redriven.ack.length;
  }

  /** Queues a new job for each overdue lead whose jobs are not on their way; returns their ids. */
  private async redrive(
    client: Pick<PoolClient, 'query'>,
    kind: TRedrive,
    overdue: TOverdueLead[],
  ): Promise<number[]> {
    const idle: number[] = [];
    for (const lead of overdue) {
      const jobIds = [String(kind.jobOf(lead.id).opts.jobId)];
      if (lead.redrives > 0) jobIds.push(kind.redriveId(lead.id, lead.redrives));
      const states = await Promise.all(jobIds.map((id) => this.options.queue.getJobState(id)));
      if (!states.some((state) => LIVE_STATES.has(state))) idle.push(lead.id);
    }
    const numbered = await markRedriven(client, idle, kind.delivery);
    const jobs: TJobRequest[] = numbered.map(({ id, redrives }) => {
      const request = kind.jobOf(id);
      return { ...request, opts: { ...request.opts, jobId: kind.redriveId(id, redrives) } };
    });
    // Inside the transaction: when the queue refuses, nothing is marked and the next sweep retries.
    if (jobs.length > 0) await this.options.queue.addBulk(jobs);
    return numbered.map((lead) => lead.id);
  }
}
