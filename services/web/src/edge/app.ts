import type { RequestListener } from 'node:http';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { Express, RequestHandler } from 'express';
import express from 'express';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { errorHandler, healthRoutes, requestContext } from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import type { TDocumentBuild, TRender } from '../app/entry-server';
import type { TWebConfig } from './config';
import { CONTENT_PATHS, LEADS_PATHS, apiProxy } from './api-proxy';
import { attributionCookie, attributionCookieFor } from './attribution-cookie';
import { canonicalRedirects } from './canonical-redirects';
import { pageHandler } from './page-handler';
import { formPostHandler } from './form-posts/form-post-handler';
import { pageSecurityHeaders, securityHeaders } from './security-headers';
import { BOOT_SCRIPT_PATH, bootScript } from './boot-script';
import type { THtmlCache } from './html-cache';
import { createHtmlCache } from './html-cache';
import { pageCacheHits } from './page-cache-hits';
import type { TShellContent } from './shell-source';
import { sitemapRoutes } from './sitemap.routes';
import { staffGate } from './staff/staff-gate';
import { STAFF_FORM_PATHS, staffFormPosts } from './staff/staff-form-posts';
import { staffInboxPosts } from './staff/staff-inbox-posts';
import { studioProxy } from './staff/studio-proxy';
import { withStaffPageData } from './staff/staff-page-data';
import { QUEUE_DASHBOARD_PATH } from '@firm/shared/routes/staff-paths';
import { staticFiles } from './static-files';
import { EDGE_SECRET_SETTING } from './visitor-headers';

/** What the web edge is built from (tests build one with their own renderer and upstreams). */
export type TWebDeps = {
  config: Pick<
    TWebConfig,
    | 'CONTENT_API_URL'
    | 'LEADS_API_URL'
    | 'PUBLIC_ORIGIN'
    | 'TRUST_PROXY_HOPS'
    | 'HTML_CACHE_TTL_MS'
    | 'HTML_CACHE_MAX_ENTRIES'
  > &
    Partial<Pick<TWebConfig, 'EDGE_PROXY_SECRET'>>;
  logger: Logger;
  render: TRender;
  assetsFor: (pageId: TRouteId | null) => TDocumentBuild;
  shell: () => Promise<TShellContent>;
  /** `dist/client`, whose files are served; null when a dev middleware serves them. */
  clientDir: string | null;
  /** Vite's dev middleware (development only). */
  devMiddleware?: RequestHandler;
  /** The page cache; one is made from the config when not given. */
  htmlCache?: THtmlCache;
  /** The content version the edge last saw (the sitemap is rebuilt when it changes). */
  contentVersion?: () => number;
};

/**
 * The web edge as its HTTP server runs it: a page the cache holds is answered before Express
 * (`pageCacheHits`); anything else goes to the Express app of {@link createApp}, which renders a miss and
 * stores it in the same cache.
 */
export function createEdge(deps: TWebDeps): RequestListener {
  const cache =
    deps.htmlCache ??
    createHtmlCache({
      ttlMs: deps.config.HTML_CACHE_TTL_MS,
      maxEntries: deps.config.HTML_CACHE_MAX_ENTRIES,
    });
  const app = createApp({ ...deps, htmlCache: cache });
  const hits = pageCacheHits(cache, {
    securityHeaders: pageSecurityHeaders(deps.config.PUBLIC_ORIGIN, Boolean(deps.devMiddleware)),
    attribution: attributionCookieFor(deps.config.PUBLIC_ORIGIN),
  });
  return (req, res) => {
    if (!hits(req, res)) void app(req, res);
  };
}

/**
 * The web edge's Express app (the cache's hits are answered before it: {@link createEdge}): security
 * headers, compression, the API paths forwarded to content-api and leads-api, the built assets (and the
 * boot script), sitemap/robots, canonical 301s, the first-touch attribution cookie and server-rendered
 * pages, which go into the page cache.
 */
export function createApp(deps: TWebDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY_HOPS > 0 ? config.TRUST_PROXY_HOPS : false);
  app.set(EDGE_SECRET_SETTING, config.EDGE_PROXY_SECRET);

  const dev = Boolean(deps.devMiddleware);
  const cache =
    deps.htmlCache ??
    createHtmlCache({
      ttlMs: config.HTML_CACHE_TTL_MS,
      maxEntries: config.HTML_CACHE_MAX_ENTRIES,
    });
  const attribution = attributionCookie(config.PUBLIC_ORIGIN);
  const cookies = cookieParser();
  app.use(requestContext(logger));
  app.use(healthRoutes([]));
  app.use(...securityHeaders(config.PUBLIC_ORIGIN, dev));
  app.use(cookies);
  app.use(compression());
  // the studio's part of the staff API goes to content-api, with the member leads-api vouches for
  app.use(
    studioProxy({
      leadsApiUrl: config.LEADS_API_URL,
      contentApiUrl: config.CONTENT_API_URL,
      logger,
    }),
  );
  app.use(
    apiProxy({ target: config.LEADS_API_URL, paths: LEADS_PATHS, logger, timeoutMs: 15_000 }),
  );
  app.use(
    apiProxy({ target: config.CONTENT_API_URL, paths: CONTENT_PATHS, logger, timeoutMs: 15_000 }),
  );
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  app.get(BOOT_SCRIPT_PATH, bootScript());
  if (deps.clientDir) app.use(...staticFiles(deps.clientDir));
  app.use(
    sitemapRoutes({
      contentApiUrl: config.CONTENT_API_URL,
      publicOrigin: config.PUBLIC_ORIGIN,
      logger,
      ...(deps.contentVersion ? { contentVersion: deps.contentVersion } : {}),
    }),
  );
  app.use(canonicalRedirects());
  const pages = pageHandler({
    render: deps.render,
    assetsFor: deps.assetsFor,
    shell: deps.shell,
    contentApiUrl: config.CONTENT_API_URL,
    leadsApiUrl: config.LEADS_API_URL,
    publicOrigin: config.PUBLIC_ORIGIN,
    logger,
    cache,
  });
  // Staff pages that show leads-api's data (the inbox, a lead, the routing rules) get it first.
  const staffPages = withStaffPageData({ leadsApiUrl: config.LEADS_API_URL, logger }, pages);
  // The staff area: signed-in members only (pages, form posts, the queue dashboard), never cached.
  app.use(staffGate({ leadsApiUrl: config.LEADS_API_URL, logger, pages: staffPages }));
  app.use(
    apiProxy({
      target: config.LEADS_API_URL,
      paths: { exact: [QUEUE_DASHBOARD_PATH], prefixes: [`${QUEUE_DASHBOARD_PATH}/`] },
      logger,
      timeoutMs: 15_000,
    }),
  );
  app.get(/.*/, attribution, pages);
  app.post(
    Object.keys(STAFF_FORM_PATHS),
    ...staffFormPosts({ leadsApiUrl: config.LEADS_API_URL, logger }),
    pages,
  );
  app.post(/.*/, ...staffInboxPosts({ leadsApiUrl: config.LEADS_API_URL, logger }), staffPages);
  // Lead forms posted before JavaScript runs: 303 to the thank-you page, or the page again with the messages.
  app.post(
    /.*/,
    ...formPostHandler({
      leadsApiUrl: config.LEADS_API_URL,
      publicOrigin: config.PUBLIC_ORIGIN,
      logger,
    }),
    pages,
  );
  app.use(errorHandler(logger));
  return app;
}
