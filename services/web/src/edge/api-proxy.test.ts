import { CONTENT_PATHS, LEADS_PATHS, matchesUpstream, upstreamRouteOf } from './api-proxy';

describe('matchesUpstream', () => {
  it.each([
    '/csrf-token',
    '/api/campaign-source',
    '/api/prospecto/agregar',
    '/api/prospecto/referidos',
    '/en/api/track-call',
    '/api/staff/session',
    '/api/staff/accounts/3/disable',
  ])('When %s is requested, then it goes to leads-api', (path) => {
    expect(matchesUpstream(LEADS_PATHS, path)).toBe(true);
    expect(matchesUpstream(CONTENT_PATHS, path)).toBe(false);
  });

  it.each([
    '/search/blog',
    '/api/buscar',
    '/en/api/category',
    '/api/categoria',
    '/api/testimonios/travel',
    '/api/blogs/home',
    '/google-reviews/es',
    '/api/clientestestimonios/abogado',
    '/api/lives/get/en',
    '/api/content/site-config',
    '/images/files/photo.jpg',
  ])('When %s is requested, then it goes to content-api', (path) => {
    expect(matchesUpstream(CONTENT_PATHS, path)).toBe(true);
    expect(matchesUpstream(LEADS_PATHS, path)).toBe(false);
  });

  it.each([
    '/',
    '/en',
    '/blog',
    '/api',
    '/csrf-token-extra',
    '/api/prospecto',
    '/en/api/track-call/x',
  ])('When the page path %s is requested, then no upstream takes it', (path) => {
    expect(matchesUpstream(CONTENT_PATHS, path)).toBe(false);
    expect(matchesUpstream(LEADS_PATHS, path)).toBe(false);
  });
});

describe('upstreamRouteOf', () => {
  it.each([
    ['/csrf-token', LEADS_PATHS, '/csrf-token'],
    ['/api/prospecto/agregar', LEADS_PATHS, '/api/prospecto/*'],
    ['/api/staff/accounts/3/disable', LEADS_PATHS, '/api/staff/*'],
    ['/images/files/photo-4711.jpg', CONTENT_PATHS, '/images/files/*'],
    ['/blog', CONTENT_PATHS, null],
  ])(
    'When %s is forwarded, then its route label is the exact path or the prefix, never the id',
    (path, paths, label) => {
      expect(upstreamRouteOf(paths, path)).toBe(label);
    },
  );
});
