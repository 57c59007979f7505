import { MicroBatcher } from './micro-batcher';

/** A batch function that records the batches it was given and doubles each item. */
function recorder(delayMs = 5) {
  const batches: number[][] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return items.map((item) => item * 2);
  };
  return { batches, run };
}

describe('MicroBatcher', () => {
  it('When calls arrive in the same turn, then they run as one batch and each caller gets its own result', async () => {
    const { batches, run } = recorder();
    const batcher = new MicroBatcher(run);
    const results = await Promise.all([1, 2, 3].map((n) => batcher.call(n)));
    expect(results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('When calls arrive while a batch runs and no slot is free, then they wait and form the next batch', async () => {
    const { batches, run } = recorder(20);
    const batcher = new MicroBatcher(run, { maxInFlight: 1 });
    const first = batcher.call(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [2, 3, 4].map((n) => batcher.call(n));
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('When more calls wait than a batch holds, then they are split into batches of maxBatch', async () => {
    const { batches, run } = recorder();
    const batcher = new MicroBatcher(run, { maxBatch: 2, maxInFlight: 3 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.call(n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('When a batch fails, then every caller of that batch gets the error', async () => {
    const batcher = new MicroBatcher<number, number>(async () => {
      throw new Error('database down');
    });
    const outcomes = await Promise.allSettled([1, 2].map((n) => batcher.call(n)));
    expect(outcomes).toEqual([
      { status: 'rejected', reason: new Error('database down') },
      { status: 'rejected', reason: new Error('database down') },
    ]);
  });

  it('When a batch fails because of one item and retrySingly says so, then only that item fails', async () => {
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        if (items.includes(13)) throw Object.assign(new Error('bad row'), { code: '23503' });
        return items;
      },
      { retrySingly: (error) => (error as { code?: string }).code === '23503' },
    );
    const outcomes = await Promise.allSettled([1, 13, 3].map((n) => batcher.call(n)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('When the batch function returns the wrong number of results, then the callers get an error, not a wrong result', async () => {
    const batcher = new MicroBatcher<number, number>(async () => [1]);
    await expect(Promise.all([1, 2].map((n) => batcher.call(n)))).rejects.toThrow(
      'batch returned 1 results for 2 items',
    );
  });
});
