/** Options of {@link LruCache}. */
export type TLruOptions<V> = {
  /** Most entries kept. */
  maxEntries: number;
  /** Most total weight kept (e.g. bytes). @defaultValue Infinity */
  maxWeight?: number;
  /** Weight of one value. @defaultValue 1 */
  weigh?: (value: V) => number;
};

/** A small least-recently-used cache bounded by entry count and total weight. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;
  private readonly maxWeight: number;
  private readonly weigh: (value: V) => number;

  constructor(private readonly options: TLruOptions<V>) {
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.weigh = options.weigh ?? (() => 1);
  }

  /** The value under `key`, marked as recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores `value`; a value heavier than the whole budget is not kept. */
  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.entries.set(key, value);
    this.weight += weight;
    while (this.entries.size > this.options.maxEntries || this.weight > this.maxWeight) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /** Removes one entry. */
  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  /** Removes every entry. */
  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  /** Number of entries. */
  get size(): number {
    return this.entries.size;
  }
}
