import type { Queue } from 'bullmq';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import type { PoolClient } from '@firm/shared/server/db';
import type { TJobRequest } from '@firm/shared/jobs/define-job';
import {
  findDeadHolderLeads,
  findOverdueAcknowledgments,
  findOverdueLeads,
  markRedriven,
  trySweepLock,
  type TOverdueLead,
} from './overdue-leads.repository';
import {
  ACKNOWLEDGMENT,
  INTAKE,
  LIVE_STATES,
  LIVE_STATES_OF_DEAD_HOLDER,
  type TRedrive,
} from './redrive-kinds';
import { PeriodicTasks } from './periodic-task';
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
  /** How often to look for claims whose holder died. @defaultValue DEAD_HOLDER_SWEEP_MS */
  deadHolderIntervalMs?: number;
};

/**
 * How often the sweeper looks for delivery claims whose holder died (their heartbeat stopped and
 * they expired, at most `CLAIM_EXPIRY_MS` 15 s after the death): one indexed query of the claims
 * in progress, so a dead worker's leads go out within 20 s of its death.
 */
export const DEAD_HOLDER_SWEEP_MS = 2_000;

export { ackRedriveJobId, redriveJobId } from './redrive-kinds';

/** What one sweep found for each kind of delivery, and which job states mean "on its way". */
type TSweep = {
  find: (client: Pick<PoolClient, 'query'>, kind: TRedrive) => Promise<TOverdueLead[]>;
  liveStates: Set<string>;
  message: string;
  /** `lifo`: the re-driven job goes to the head of the queue (a dead holder's lead waited already). */
  lifo: boolean;
  lock: 'overdue' | 'deadHolders';
};

/**
 * Re-drives overdue intake e-mails, and overdue acknowledgment e-mails the same way: PostgreSQL is the record of what was delivered, the queue only
 * a transport. Any accepted non-spam lead whose e-mail is not delivered `afterMs` after it arrived,
 * whose jobs are not waiting, running or delayed in the queue (gone with a Redis that restarted
 * empty, failed as stalled, or never published), gets a new job. A lead whose claim's holder died
 * (its heartbeat stopped: see `ClaimHeartbeat`) is re-driven as soon as the claim expired, every
 * `deadHolderIntervalMs`. Leader-safe: each sweep runs under a transaction-scoped advisory lock,
 * and a job queued twice still sends once (delivery claims).
 */
export class DeliverySweeper extends PeriodicTasks {
  private readonly overdue: TSweep;
  private readonly deadHolders: TSweep;

  constructor(private readonly options: TDeliverySweeperOptions) {
    super();
    const bounds = {
      afterMs: options.afterMs ?? 60_000,
      lookbackMs: options.lookbackMs ?? 7 * 24 * 3_600_000,
      limit: options.limit ?? 500,
    };
    this.overdue = {
      find: (client, kind) =>
        kind === INTAKE
          ? findOverdueLeads(client, bounds)
          : findOverdueAcknowledgments(client, bounds),
      liveStates: LIVE_STATES,
      message: 'e-mails overdue: re-driven',
      lifo: false,
      lock: 'overdue',
    };
    this.deadHolders = {
      find: (client, kind) => findDeadHolderLeads(client, kind.delivery, bounds.limit),
      liveStates: LIVE_STATES_OF_DEAD_HOLDER,
      message: 'e-mails whose sender died: re-driven',
      lifo: true,
      lock: 'deadHolders',
    };
    const logger = options.logger;
    this.every(() => this.sweepOnce(), {
      intervalMs: options.intervalMs ?? 10_000,
      logger,
      failureMessage: 'sweep failed',
    });
    this.every(() => this.sweepDeadHolders(), {
      intervalMs: options.deadHolderIntervalMs ?? DEAD_HOLDER_SWEEP_MS,
      logger,
      failureMessage: 'sweep of dead holders failed',
    });
  }

  /**
   * One sweep of overdue leads.
   * @returns the number of leads re-driven (0 when another worker holds the sweep)
   */
  sweepOnce(): Promise<number> {
    return this.sweep(this.overdue);
  }

  /**
   * One sweep of the leads whose claim's holder died, however recent.
   * @returns the number of leads re-driven (0 when another worker holds the sweep)
   */
  sweepDeadHolders(): Promise<number> {
    return this.sweep(this.deadHolders);
  }

  private async sweep(sweep: TSweep): Promise<number> {
    const redriven = await withTransaction(this.options.pool, async (client) => {
      if (!(await trySweepLock(client, sweep.lock))) return [];
      const found: [TRedrive, number[]][] = [];
      for (const kind of [INTAKE, ACKNOWLEDGMENT])
        found.push([kind, await this.redrive(client, kind, await sweep.find(client, kind), sweep)]);
      return found;
    });
    let count = 0;
    for (const [kind, leads] of redriven) {
      sweeperRedrives.inc({ delivery: kind.label }, leads.length);
      count += leads.length;
      if (leads.length > 0)
        this.options.logger.warn(
          { leads, count: leads.length },
          `${kind.label === 'intake_email' ? 'intake' : 'acknowledgment'} ${sweep.message}`,
        );
    }
    return count;
  }

  /** Queues a new job for each lead whose jobs are not on their way; returns their ids. */
  private async redrive(
    client: Pick<PoolClient, 'query'>,
    kind: TRedrive,
    leads: TOverdueLead[],
    sweep: TSweep,
  ): Promise<number[]> {
    const idle: number[] = [];
    for (const lead of leads) {
      const jobIds = [String(kind.jobOf(lead.id).opts.jobId)];
      if (lead.redrives > 0) jobIds.push(kind.redriveId(lead.id, lead.redrives));
      const states = await Promise.all(jobIds.map((id) => this.options.queue.getJobState(id)));
      if (!states.some((state) => sweep.liveStates.has(state))) idle.push(lead.id);
    }
    const numbered = await markRedriven(client, idle, kind.delivery);
    const jobs: TJobRequest[] = numbered.map(({ id, redrives }) => {
      const request = kind.jobOf(id);
      const jobId = kind.redriveId(id, redrives);
      return { ...request, opts: { ...request.opts, jobId, ...(sweep.lifo && { lifo: true }) } };
    });
    // Inside the transaction: when the queue refuses, nothing is marked and the next sweep retries.
    if (jobs.length > 0) await this.options.queue.addBulk(jobs);
    return numbered.map((lead) => lead.id);
  }
}
