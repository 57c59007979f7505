import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@firm/shared/routes/route-map';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { repoPaths } from '@firm/shared/server/paths';
import { pageFileOf } from './page-file';

const SRC = path.join(repoPaths().root, 'services', 'web', 'src');

describe('pageFileOf', () => {
  it.each([
    ['home', 'pages/home/home-page.tsx'],
    ['immigrationLawyer', 'pages/immigration-lawyer/immigration-lawyer-page.tsx'],
    ['k1Visa', 'pages/k1-visa/k1-visa-page.tsx'],
    ['tVisa', 'pages/t-visa/t-visa-page.tsx'],
    ['shortVideoAdsLanding', 'pages/short-video-ads-landing/short-video-ads-landing-page.tsx'],
  ] as [TRouteId, string][])('When the route is %s, then its page file is %s', (id, file) => {
    expect(pageFileOf(id)).toBe(file);
  });

  it.each(Object.keys(ROUTES) as TRouteId[])(
    'When the route map has %s, then a page file exports its page',
    (id) => {
      const file = path.join(SRC, pageFileOf(id));
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/export const page\b/);
    },
  );
});
