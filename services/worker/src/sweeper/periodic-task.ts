import type { Logger } from '@firm/shared/server/logger';

/**
 * Runs `run` every `intervalMs`, one run at a time (a run still going when the next tick comes skips
 * that tick). Failures are logged on the first and every 30th in a row, so a database outage does not
 * flood the log; the timer does not keep the process alive.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private failures = 0;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly options: { intervalMs: number; logger: Logger; failureMessage: string },
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
