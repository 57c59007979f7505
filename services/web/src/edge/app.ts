import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { Express, RequestHandler } from 'express';
import express from 'express';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { errorHandler, healthRoutes, requestContext } from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import type { TDocumentBuild, TRender } from '../app/entry-server';
import type { TWebConfig } from './config';
import { CONTENT_PATHS, LEADS_PATHS, apiProxy, matchesUpstream } from './api-proxy';
import { attributionCookie } from './attribution-cookie';
import { cachedPages } from './cached-pages';
import { canonicalRedirects } from './canonical-redirects';
import { pageHandler } from './page-handler';
import { pageRouteLabel } from './page-route-label';
import { formPostHandler } from './form-posts/form-post-handler';
import { staffPostOrigin } from './form-posts/staff-post-origin';
import { securityHeaders } from './security-headers';
import { BOOT_SCRIPT_PATH, bootScript } from './boot-script';
import type { THtmlCache } from './html-cache';
import { createHtmlCache } from './html-cache';
import type { TShellContent } from './shell-source';
import { sitemapRoutes } from './sitemap.routes';
import { staffGate } from './staff/staff-gate';
import { STAFF_FORM_PATHS, staffFormPosts } from './staff/staff-form-posts';
import { staffInboxPosts } from './staff/staff-inbox-posts';
import { studioProxy } from './staff/studio-proxy';
import { QUEUE_DASHBOARD_PATH } from '@firm/shared/routes/staff-paths';
import { staticFiles } from './static-files';
import { readUpstreamBody } from './upstream-body';
import { requestDeadline } from './request-deadline';
import { EDGE_REQUEST_DEADLINE_MS } from './http-timeouts';
import { EDGE_SECRET_SETTING } from './visitor-headers';
import { httpMetrics } from '@firm/shared/server/http-metrics';

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
  /** How long a request may take to arrive whole; {@link EDGE_REQUEST_DEADLINE_MS} when not given. */
  requestDeadlineMs?: number;
};

/**
 * The web edge: request id, security headers (helmet, built once at start), cookies, then the page cache's
 * hits; for anything else compression, the API paths forwarded to content-api and leads-api, the built
 * assets (and the boot script), sitemap/robots, canonical 301s, the staff area, the first-touch attribution
 * cookie and server-rendered pages, which go into the page cache.
 */
export function createEdge(deps: TWebDeps): Express {
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
  // first: every answer is timed (its route pattern read when it is finished)
  app.use(httpMetrics('web'));
  app.use(requestContext(logger));
  app.use(requestDeadline(deps.requestDeadlineMs ?? EDGE_REQUEST_DEADLINE_MS));
  app.use(healthRoutes([]));
  app.use(...securityHeaders(config.PUBLIC_ORIGIN, dev));
  app.use(cookieParser());
  app.use(cachedPages(cache, attribution));
  app.use(compression());
  // the studio's part of the staff API goes to content-api, with the member leads-api vouches for
  app.use(
    studioProxy({
      leadsApiUrl: config.LEADS_API_URL,
      contentApiUrl: config.CONTENT_API_URL,
      logger,
    }),
  );
  app.use(readUpstreamBody((path) => matchesUpstream(LEADS_PATHS, path)));
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
  // what is left are pages (and unknown paths): timed under their route-map pattern
  app.use(pageRouteLabel());
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
  // The staff area: signed-in members only (pages, form posts, the queue dashboard), never cached.
  app.use(staffGate({ leadsApiUrl: config.LEADS_API_URL, logger, pages }));
  app.use(staffPostOrigin({ publicOrigin: config.PUBLIC_ORIGIN, logger }));
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
  app.post(/.*/, ...staffInboxPosts({ leadsApiUrl: config.LEADS_API_URL, logger }), pages);
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
