import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import { createLogger } from '@firm/shared/server/logger';
import { repoPaths } from '@firm/shared/server/paths';
import { createShellSource } from './shell-source';

const siteConfig = JSON.parse(
  readFileSync(path.join(repoPaths().content, 'site-config.json'), 'utf8'),
) as TSiteConfig;
const categories = [{ nombre_en: 'VAWA', nombre_es: 'VAWA', url_en: 'vawa', url_es: 'vawa' }];
const samples = { total: 3, reviews: [1, 2], travel: [], giveaway: [4], attorneyTestimonials: [] };
const logger = createLogger('web-test', 'silent');

type TAnswer = { status: number; body: unknown } | 'down';

function stubContent(answers: Record<string, TAnswer>): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    const answer = answers[url.pathname] ?? { status: 404, body: {} };
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('createShellSource', () => {
  let clock = 0;
  const now = () => clock;
  afterEach(() => jest.restoreAllMocks());

  it('When content-api answers, then its site configuration, categories and samples are used and cached for the TTL', async () => {
    const fetchSpy = stubContent({
      '/api/content/site-config': { status: 200, body: siteConfig },
      '/api/content/categories': { status: 200, body: categories },
      '/api/content/samples': { status: 200, body: samples },
    });
    const source = createShellSource({
      contentApiUrl: 'http://content',
      ttlMs: 60_000,
      fallbackSiteConfig: null,
      logger,
      now,
    });
    clock = 0;
    const first = await source();
    expect(first.siteConfig?.email).toBe(siteConfig.email);
    expect(first.categories).toEqual(categories);
    expect(first.samples).toEqual(samples);
    clock = 30_000;
    await source();
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    clock = 61_000;
    await source();
    expect(fetchSpy).toHaveBeenCalledTimes(6);
  });

  it('When the content changes while the frame is being fetched, then that answer is not kept: the next page fetches again', async () => {
    const fetchSpy = stubContent({
      '/api/content/site-config': { status: 200, body: siteConfig },
      '/api/content/categories': { status: 200, body: categories },
      '/api/content/samples': { status: 200, body: samples },
    });
    const source = createShellSource({
      contentApiUrl: 'http://content',
      ttlMs: 60_000,
      fallbackSiteConfig: null,
      logger,
      now,
    });
    clock = 0;
    const fetching = source();
    source.invalidate();
    expect((await fetching).samples).toEqual(samples);
    await source();
    expect(fetchSpy).toHaveBeenCalledTimes(6);
    await source();
    expect(fetchSpy).toHaveBeenCalledTimes(6);
  });

  it('When content-api is down, then the local copy of the site configuration and no categories are used', async () => {
    stubContent({ '/api/content/site-config': 'down', '/api/content/categories': 'down' });
    const source = createShellSource({
      contentApiUrl: 'http://content',
      ttlMs: 60_000,
      fallbackSiteConfig: siteConfig,
      logger,
      now,
    });
    clock = 0;
    expect(await source()).toEqual({ siteConfig, categories: [], samples: null });
  });

  it('When content-api goes down after answering, then the last good answer is kept', async () => {
    const source = createShellSource({
      contentApiUrl: 'http://content',
      ttlMs: 1_000,
      fallbackSiteConfig: null,
      logger,
      now,
    });
    stubContent({
      '/api/content/site-config': { status: 200, body: siteConfig },
      '/api/content/categories': { status: 200, body: categories },
    });
    clock = 0;
    await source();
    jest.restoreAllMocks();
    stubContent({
      '/api/content/site-config': { status: 503, body: {} },
      '/api/content/categories': 'down',
    });
    clock = 5_000;
    const kept = await source();
    expect(kept.siteConfig?.phones).toEqual(siteConfig.phones);
    expect(kept.categories).toEqual(categories);
  });

  it('When content-api serves a malformed configuration, then it is not used', async () => {
    stubContent({
      '/api/content/site-config': { status: 200, body: { email: 'x' } },
      '/api/content/categories': { status: 200, body: [] },
    });
    const source = createShellSource({
      contentApiUrl: 'http://content',
      ttlMs: 1_000,
      fallbackSiteConfig: siteConfig,
      logger,
      now,
    });
    clock = 0;
    expect((await source()).siteConfig).toBe(siteConfig);
  });

  it('When many pages ask at once, then one request per resource is made', async () => {
    const fetchSpy = stubContent({
      '/api/content/site-config': { status: 200, body: siteConfig },
      '/api/content/categories': { status: 200, body: categories },
    });
    const source = createShellSource({
      contentApiUrl: 'http://content',
      ttlMs: 1_000,
      fallbackSiteConfig: null,
      logger,
      now,
    });
    clock = 0;
    await Promise.all([source(), source(), source()]);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('When the samples answer is malformed or missing, then the frame keeps the last good one', async () => {
    const answers: Record<string, TAnswer> = {
      '/api/content/site-config': { status: 200, body: siteConfig },
      '/api/content/categories': { status: 200, body: categories },
      '/api/content/samples': { status: 200, body: samples },
    };
    stubContent(answers);
    const source = createShellSource({
      contentApiUrl: 'http://content',
      ttlMs: 1_000,
      fallbackSiteConfig: null,
      logger,
      now,
    });
    clock = 0;
    expect((await source()).samples?.total).toBe(3);
    jest.restoreAllMocks();
    stubContent({ ...answers, '/api/content/samples': { status: 200, body: { total: 'x' } } });
    clock = 2_000;
    expect((await source()).samples?.total).toBe(3);
    jest.restoreAllMocks();
    stubContent({ ...answers, '/api/content/samples': { status: 404, body: {} } });
    clock = 4_000;
    expect((await source()).samples?.total).toBe(3);
  });
  it('When the content changes while the frame is being fetched, then that older answer is not kept: the next page fetches the new one', async () => {
    let config = siteConfig;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input));
      const body = url.pathname.endsWith('site-config') ? config : categories;
      // the first fetch of the configuration answers what it read before the change, late
      if (first && url.pathname.endsWith('site-config')) {
        first = false;
        const before = config;
        await held;
        return new Response(JSON.stringify(before), { status: 200 });
      }
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const source = createShellSource({
      contentApiUrl: 'http://content',
      ttlMs: 60_000,
      fallbackSiteConfig: null,
      logger,
      now,
    });
    clock = 0;
    const during = source();
    config = { ...siteConfig, email: 'nuevo@herrera.test' };
    source.invalidate();
    release();
    expect((await during).siteConfig?.email).toBe(siteConfig.email);
    expect((await source()).siteConfig?.email).toBe('nuevo@herrera.test');
    expect((await source()).siteConfig?.email).toBe('nuevo@herrera.test');
  });
});
