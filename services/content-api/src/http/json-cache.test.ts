import { ifNoneMatchMatches, strongEtag } from './etag';
import { JsonCache } from './json-cache';
import { LruCache } from './lru-cache';

describe('JsonCache', () => {
  it('When the same key is asked twice, then it loads once and serves the same body and ETag', async () => {
    const cache = new JsonCache();
    const load = jest.fn(async () => ({ a: 1 }));
    const first = await cache.getOrLoad('k', load);
    const second = await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first.body.toString()).toBe('{"a":1}');
    expect(first.etag).toBe(strongEtag('{"a":1}'));
  });

  it('When misses of one key run at the same time, then they share one load', async () => {
    const cache = new JsonCache();
    const load = jest.fn(() => new Promise((resolve) => setTimeout(() => resolve([1]), 5)));
    await Promise.all([
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('When the cache is cleared, then the next request loads again', async () => {
    const cache = new JsonCache();
    const load = jest.fn(async () => 1);
    await cache.getOrLoad('k', load);
    cache.clear();
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('When an entry is older than its time to live, then it is loaded again', async () => {
    let now = 0;
    const cache = new JsonCache({ ttlMs: 1000, now: () => now });
    const load = jest.fn(async () => 1);
    await cache.getOrLoad('k', load);
    now = 1001;
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('When an import finishes during a load, then that answer is served but not kept', async () => {
    const cache = new JsonCache();
    let release: (value: number) => void = () => undefined;
    const pending = cache.getOrLoad(
      'k',
      () => new Promise<number>((resolve) => (release = resolve)),
    );
    cache.clear();
    release(1);
    await pending;
    expect(cache.size).toBe(0);
  });

  it('When a load fails, then the error reaches the caller and nothing is cached', async () => {
    const cache = new JsonCache();
    await expect(
      cache.getOrLoad('k', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });
});

describe('ifNoneMatchMatches', () => {
  const etag = '"abc"';
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('When If-None-Match is %p, then it matches: %p', (header, expected) => {
    expect(ifNoneMatchMatches(header, etag)).toBe(expected);
  });
});

describe('LruCache', () => {
  it('When the weight budget is exceeded, then the least recently used entries go first', () => {
    const lru = new LruCache<string>({ maxEntries: 10, maxWeight: 10, weigh: (v) => v.length });
    lru.set('a', 'xxxx');
    lru.set('b', 'xxxx');
    lru.get('a');
    lru.set('c', 'xxxx');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('xxxx');
    expect(lru.get('c')).toBe('xxxx');
  });

  it('When a value is heavier than the budget, then it is not kept', () => {
    const lru = new LruCache<string>({ maxEntries: 10, maxWeight: 3, weigh: (v) => v.length });
    lru.set('a', 'xxxx');
    expect(lru.size).toBe(0);
  });
});

describe('JsonCache without entries (search cache off)', () => {
  it('When maxEntries is 0, then every request loads again', async () => {
    const cache = new JsonCache({ maxEntries: 0 });
    const load = jest.fn(async () => 1);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
