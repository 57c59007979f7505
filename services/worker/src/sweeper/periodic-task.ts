import type { Logger } from '@firm/shared/server/logger';

/** How often a task runs, and where and how its failures are logged. */
export type TPeriodicTaskOptions = { intervalMs: number; logger: Logger; failureMessage: string };

/**
 * Runs `run` every `intervalMs`, one run at a time (a run still going when the next tick comes skips
 * that tick). Failures are logged on the first and every 30th in a row, so a database outage does not
 * flood the log; the timer does not keep the process alive.
 */
class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private failures = 0;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly options: TPeriodicTaskOptions,
  ) {}

  /** Starts running every `intervalMs`. */
  start(): void {
    this.timer = setInterval(() => {
      if (!this.running)
        this.running = this.run()
          .then(() => (this.failures = 0))
          .catch((error: unknown) => {
            this.failures += 1;
            if (this.failures === 1 || this.failures % 30 === 0)
              this.options.logger.warn(
                { err: error, failures: this.failures },
                this.options.failureMessage,
              );
          })
          .finally(() => (this.running = undefined));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  /** Stops after the run in flight. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

/**
 * A part of the worker that runs tasks every so often between {@link PeriodicTasks.start} and
 * {@link PeriodicTasks.stop} (the sweepers, the delivery claim's heartbeat): it registers each with
 * {@link PeriodicTasks.every} in its constructor.
 */
export abstract class PeriodicTasks {
  private readonly tasks: PeriodicTask[] = [];

  /** Runs `run` every `options.intervalMs` once started, one run at a time. */
  protected every(run: () => Promise<unknown>, options: TPeriodicTaskOptions): void {
    this.tasks.push(new PeriodicTask(run, options));
  }

  /** Starts the tasks. @returns this */
  start(): this {
    for (const task of this.tasks) task.start();
    return this;
  }

  /** Stops the tasks after the runs in flight. */
  async stop(): Promise<void> {
    await Promise.all(this.tasks.map((task) => task.stop()));
  }
}
