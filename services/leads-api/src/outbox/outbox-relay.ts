import { withTransaction, type Pool } from '@firm/shared/server/db';
import { withTimeout } from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import { SpanKind, startSpan, withSpan } from '@firm/shared/server/trace-context';
import { jobsForOutboxMessage, type TOutboxMessage } from '@firm/shared/jobs/outbox-events';
import type { TJobRequest } from '@firm/shared/jobs/define-job';
import { outboxPublished } from '../metrics/leads-metrics';
import { claimUnpublished, markPublished, prunePublished } from './outbox.repository';

/** Where the relay publishes: a BullMQ `Queue` (Redis or PostgreSQL backend) satisfies it. */
export type TJobSink = { addBulk(jobs: TJobRequest[]): Promise<unknown> };

/** Options of {@link OutboxRelay}. */
export type TOutboxRelayOptions = {
  pool: Pool;
  queue: TJobSink;
  logger: Logger;
  /** Rows per transaction. @defaultValue 250 */
  batchSize?: number;
  /** Idle polling interval, for rows written by other instances. @defaultValue 500 */
  pollIntervalMs?: number;
  /** Longest pause between attempts while the queue is unreachable. @defaultValue 5000 */
  maxBackoffMs?: number;
  /** A publish that takes longer is abandoned and retried. @defaultValue 3000 */
  publishTimeoutMs?: number;
  /** Published rows older than this are deleted (hourly). @defaultValue 7 days */
  retentionMs?: number;
  /**
   * After a wake-up, wait this long so commits arriving together share one batch (one
   * transaction and one queue round trip): under load a batch per 20 ms instead of one per lead,
   * for at most 20 ms more between the commit and the e-mail. @defaultValue 20
   */
  coalesceMs?: number;
};

const HOUR_MS = 3_600_000;

/** The relay's span of one row, in the trace of the request that wrote it (tracing on). */
function publishSpan(message: TOutboxMessage) {
  return startSpan('outbox publish', {
    kind: SpanKind.PRODUCER,
    parent: message.traceparent ?? null,
    attributes: { 'outbox.id': message.id, 'outbox.event': message.event },
  });
}

/**
 * Moves outbox rows to the queue: locks a batch (`FOR UPDATE SKIP LOCKED`), adds its jobs with
 * deterministic ids, marks the rows published and commits. When the queue is down the
 * transaction rolls back and the rows wait; nothing is lost and nothing is published twice
 * (a re-publish after a crash is deduplicated by the job ids).
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly publishTimeoutMs: number;
  private readonly retentionMs: number;
  private readonly coalesceMs: number;
  private running = false;
  private loop: Promise<void> | undefined;
  private pendingWake = false;
  private wakeUp: (() => void) | undefined;
  private lastPrune = 0;

  constructor(private readonly options: TOutboxRelayOptions) {
    this.batchSize = options.batchSize ?? 250;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 3000;
    this.retentionMs = options.retentionMs ?? 7 * 24 * HOUR_MS;
    this.coalesceMs = options.coalesceMs ?? 20;
  }

  /** Starts the background loop (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Asks the loop to look now, e.g. right after a commit that wrote an outbox row. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  /** Stops the loop after the batch in flight. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
  }

  /**
   * Publishes one batch. Resolves with the number of rows published.
   * @throws when the queue or the database fails; the rows stay unpublished
   */
  async publishOnce(): Promise<number> {
    const published = await withTransaction(this.options.pool, async (client) => {
      const messages = await claimUnpublished(client, this.batchSize);
      if (messages.length === 0) return 0;
      const spans = messages.map(publishSpan);
      try {
        // each row's jobs carry its own span's traceparent (jobRequest reads the active span)
        const jobs = messages.flatMap((message, i) =>
          withSpan(spans[i]!, () => jobsForOutboxMessage(message)),
        );
        await withTimeout(this.options.queue.addBulk(jobs), this.publishTimeoutMs);
        await markPublished(
          client,
          messages.map((m) => m.id),
        );
        return messages.length;
      } finally {
        for (const span of spans) span.end();
      }
    });
    // counted once committed
    if (published > 0) outboxPublished.inc(published);
    return published;
  }

  private async run(): Promise<void> {
    const log = this.options.logger;
    let failures = 0;
    while (this.running) {
      let published = 0;
      try {
        published = await this.publishOnce();
        if (failures > 0) log.info({ failures }, 'outbox relay recovered');
        failures = 0;
        await this.pruneHourly();
      } catch (error) {
        failures += 1;
        if (failures === 1 || failures % 20 === 0)
          log.warn({ err: error, failures }, 'outbox relay cannot publish; rows kept');
        // Not woken by new rows: while the queue is down, commits must not turn into retries.
        await this.pause(Math.min(this.maxBackoffMs, 100 * 2 ** failures), false);
        continue;
      }
      if (published < this.batchSize) {
        await this.pause(this.pollIntervalMs, true);
        if (this.coalesceMs > 0)
          await new Promise((resolve) => setTimeout(resolve, this.coalesceMs));
      }
    }
  }

  private async pruneHourly(): Promise<void> {
    if (Date.now() - this.lastPrune < HOUR_MS) return;
    this.lastPrune = Date.now();
    const removed = await prunePublished(this.options.pool, this.retentionMs);
    if (removed > 0) this.options.logger.info({ removed }, 'pruned published outbox rows');
  }

  /** Waits `ms`, or less when stopped (or woken, when `wakeable`). */
  private pause(ms: number, wakeable: boolean): Promise<void> {
    if (!this.running || (wakeable && this.pendingWake)) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.pendingWake = false;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wakeUp = () => {
        if (wakeable || !this.running) finish();
      };
    });
  }
}
