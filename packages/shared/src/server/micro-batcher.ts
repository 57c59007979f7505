/** Tuning of {@link MicroBatcher}. */
export type TMicroBatcherOptions = {
  /** Most items in one batch. @defaultValue 64 */
  maxBatch?: number;
  /** Batches running at once (e.g. pool connections held). @defaultValue 2 */
  maxInFlight?: number;
  /**
   * True when a batch's failure may be caused by one item alone (e.g. a row's data error): the
   * items are then retried one by one, so one bad item never sinks the others.
   * @defaultValue never
   */
  retrySingly?: (error: unknown) => boolean;
};

type TPending<I, O> = { item: I; resolve: (result: O) => void; reject: (error: unknown) => void };

/**
 * Groups the calls that arrive while earlier batches run, or within one turn of the event
 * loop, into one call of `run` (one statement, one round trip), and gives each caller its own
 * result when that batch has finished. Under load this trades a fraction of the round trips for
 * no added wait: a lone call runs after one turn of the loop.
 *
 * `run` must return one result per item, in order; if it throws, every item of the batch fails
 * with that error (or is retried alone, see `retrySingly`).
 */
export class MicroBatcher<I, O> {
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly retrySingly: (error: unknown) => boolean;
  private readonly waiting: TPending<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    options: TMicroBatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 64;
    this.maxInFlight = options.maxInFlight ?? 2;
    this.retrySingly = options.retrySingly ?? (() => false);
  }

  /** Adds `item` to the next batch; resolves with its result once that batch has run. */
  call(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.execute(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    }
  }

  private async execute(batch: TPending<I, O>[]): Promise<void> {
    let results: O[];
    try {
      results = await this.run(batch.map((pending) => pending.item));
    } catch (error) {
      if (batch.length > 1 && this.retrySingly(error)) {
        await Promise.all(batch.map((pending) => this.execute([pending])));
        return;
      }
      for (const pending of batch) pending.reject(error);
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`batch returned ${results.length} results for ${batch.length} items`);
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index] as O));
  }
}
