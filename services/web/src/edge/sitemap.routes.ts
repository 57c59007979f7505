import type { Router } from 'express';
import express from 'express';
import { STAFF_PAGE_PREFIXES } from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import { collectSitemapEntries } from './sitemap-entries';
import { buildSitemapXml } from './sitemap-xml';

const SITEMAP_TTL_MS = 10 * 60 * 1000;
const INCOMPLETE_TTL_MS = 30 * 1000;

/**
 * `/sitemap.xml` (every page of both languages with their alternates, built from the route map and the
 * content, cached ten minutes or until the content version moves on: an article published in the studio
 * is listed at once) and `/robots.txt`.
 */
export function sitemapRoutes(options: {
  contentApiUrl: string;
  publicOrigin: string;
  logger: Logger;
  /** The content version the edge last saw (it drops the cached sitemap when it changes). */
  contentVersion?: () => number;
}): Router {
  const router = express.Router();
  let cached: { xml: string; expiresAt: number; complete: boolean; version: number } | null = null;
  const version = () => options.contentVersion?.() ?? 0;

  router.get('/sitemap.xml', async (_req, res) => {
    if (!cached || Date.now() >= cached.expiresAt || cached.version !== version()) {
      const builtAt = version();
      const { entries, complete } = await collectSitemapEntries(options.contentApiUrl);
      cached = {
        xml: buildSitemapXml(entries, options.publicOrigin),
        expiresAt: Date.now() + (complete ? SITEMAP_TTL_MS : INCOMPLETE_TTL_MS),
        complete,
        version: builtAt,
      };
      options.logger.debug({ urls: entries.length, complete }, 'sitemap built');
    }
    res
      .type('application/xml; charset=utf-8')
      .setHeader('cache-control', cached.complete ? 'public, max-age=3600' : 'no-cache')
      .send(cached.xml);
  });

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain; charset=utf-8')
      .setHeader('cache-control', 'public, max-age=86400')
      .send(robotsTxt(options.publicOrigin));
  });
  return router;
}

/** robots.txt: everything public may be crawled except the APIs, redirect paths and the staff area. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /en/api/',
    'Disallow: /redirect/',
    'Disallow: /en/redirect/',
    'Disallow: /csrf-token',
    ...STAFF_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /formulario/redes-sociales',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
