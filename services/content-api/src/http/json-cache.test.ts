import { strongEtag } from './etag';
import { JsonCache } from './json-cache';

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
    let now = 5000;
    const cache = new JsonCache({ ttlMs: 1000, now: () => now });
    const load = jest.fn(async () => 1);
    await cache.getOrLoad('k', load);
    now = 6001;
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

describe('JsonCache within its byte budget', () => {
  // each answer of "xxxx" is 6 bytes of JSON and 64 of bookkeeping
  const cache = () => new JsonCache({ maxBytes: 3 * 70 });
  const loads: string[] = [];
  const load = (key: string) => async () => {
    loads.push(key);
    return 'xxxx';
  };

  beforeEach(() => {
    loads.length = 0;
  });

  it('When the answers outgrow the budget, then the least recently used one is loaded again', async () => {
    const json = cache();
    for (const key of ['a', 'b', 'c']) await json.getOrLoad(key, load(key));
    await json.getOrLoad('a', load('a'));
    await json.getOrLoad('d', load('d'));
    await json.getOrLoad('a', load('a'));
    await json.getOrLoad('b', load('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
    expect(json.size).toBe(3);
  });

  it('When one answer is larger than the whole budget, then it is served but not kept', async () => {
    const json = new JsonCache({ maxBytes: 64 });
    const entry = await json.getOrLoad('big', load('big'));
    expect(entry.body.toString()).toBe('"xxxx"');
    expect(json.size).toBe(0);
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
