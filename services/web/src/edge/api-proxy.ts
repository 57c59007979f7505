import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { LOCALES, type TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { API_PATHS, MEDIA_PATH_PREFIX } from '@firm/shared/routes/api-paths';
import { CONTENT_PATH_PREFIX } from '@firm/shared/routes/content-paths';
import { STAFF_API_PREFIX } from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import { EDGE_SECRET_HEADER } from '@firm/shared/server/edge-secret';
import { labelRoute } from '@firm/shared/server/http-metrics';
import { localeOf } from '@firm/shared/server/http';
import { writeUpstreamBody } from './upstream-body';
import { forwardedFor } from './visitor-headers';
import { PRIVATE_ANSWER } from '@firm/shared/server/private-answers';

/** Which request paths an upstream answers: exact paths and path prefixes (ending in '/'). */
export type TUpstreamPaths = { exact: readonly string[]; prefixes: readonly string[] };

/** Paths the leads service answers (SPEC §7 and the staff API), forwarded unchanged. */
export const LEADS_PATHS: TUpstreamPaths = {
  exact: [API_PATHS.csrfToken, API_PATHS.campaignSource, API_PATHS.trackCall, API_PATHS.smsInbound],
  prefixes: ['/api/prospecto/', STAFF_API_PREFIX],
};

/** Paths the content service answers (SPEC §7, `/api/content/*` and the media files), forwarded unchanged. */
export const CONTENT_PATHS: TUpstreamPaths = {
  exact: [
    API_PATHS.blogSearchFooter,
    API_PATHS.blogSearch,
    API_PATHS.categoriesEn,
    API_PATHS.categoriesEs,
  ],
  prefixes: [
    '/api/testimonios/',
    '/api/blogs/',
    '/en/api/blogs/',
    '/google-reviews/',
    '/api/clientestestimonios/',
    '/api/lives/',
    CONTENT_PATH_PREFIX,
    MEDIA_PATH_PREFIX,
  ],
};

/**
 * Which of an upstream's paths a request path is: the exact path, or the prefix it starts with
 * followed by `*` (`/api/prospecto/*`) — the route label of the forwarded answer, from a fixed list.
 * @param paths - the upstream's paths
 * @param pathname - the request's path (no query string)
 * @returns the label, or null when the path is not the upstream's
 */
export function upstreamRouteOf(paths: TUpstreamPaths, pathname: string): string | null {
  if (paths.exact.includes(pathname)) return pathname;
  const prefix = paths.prefixes.find((candidate) => pathname.startsWith(candidate));
  return prefix === undefined ? null : `${prefix}*`;
}

/**
 * Whether a request path belongs to an upstream.
 * @param paths - the upstream's paths
 * @param pathname - the request's path (no query string)
 */
export function matchesUpstream(paths: TUpstreamPaths, pathname: string): boolean {
  return upstreamRouteOf(paths, pathname) !== null;
}

/**
 * Connections to the services are kept open between requests. Without an agent, http-proxy asks the
 * upstream for `Connection: close` and passes that answer on, so every API call through the edge
 * closed the visitor's connection too (a new TCP handshake for each lead and each search). Idle sockets
 * close after 4 s, before the services' 5 s keep-alive timeout can close one under a new request.
 */
const UPSTREAM_AGENT = new Agent({ keepAlive: true, timeout: 4_000 });

/** The 503 of an upstream that does not answer, as the services' own error handler words it. */
const UNAVAILABLE = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.stringify({ status: 'error', message: t(locale, 'server.unavailable') }),
  ]),
) as Record<TLocale, string>;

/**
 * Forwards `paths` to `target` without rewriting them. The client IP the upstream sees is the one the edge
 * determined (`req.ip`, honouring `trust proxy`), so a visitor cannot forge it with their own
 * `X-Forwarded-For`; the upstream trusts exactly one hop (the edge).
 */
export function apiProxy(options: {
  target: string;
  paths: TUpstreamPaths;
  logger: Logger;
  timeoutMs: number;
}): RequestHandler {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    // the forwarded answer is timed under the upstream path it matched (an id stays out of the label)
    pathFilter: (pathname, req) => {
      const route = upstreamRouteOf(options.paths, pathname);
      if (route === null) return false;
      // Express's request (an upgrade's has no answer of its own to label)
      const res = (req as Partial<Request>).res;
      if (res) labelRoute(res, route);
      return true;
    },
    changeOrigin: false,
    agent: UPSTREAM_AGENT,
    proxyTimeout: options.timeoutMs,
    on: {
      proxyReq: (proxyReq, req) => {
        const request = req as Request;
        // a visitor's own x-edge-secret never passes; the edge's replaces it when configured
        proxyReq.removeHeader(EDGE_SECRET_HEADER);
        for (const [name, value] of Object.entries(forwardedFor(request)))
          proxyReq.setHeader(name, value);
        proxyReq.setHeader('x-forwarded-proto', request.protocol);
        proxyReq.setHeader('x-forwarded-host', request.get('host') ?? '');
        const requestId = (request.res?.locals.requestId as string | undefined) ?? '';
        if (requestId) proxyReq.setHeader('x-request-id', requestId);
        writeUpstreamBody(proxyReq, req);
      },
      error: (error, req, res) => {
        options.logger.warn(
          { err: error, path: req.url, target: options.target },
          'upstream unavailable',
        );
        if (!(res as ServerResponse).writeHead) {
          (res as unknown as Socket).destroy();
          return;
        }
        const response = res as ServerResponse;
        if (response.headersSent) {
          response.end();
          return;
        }
        response.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': PRIVATE_ANSWER,
        });
        response.end(UNAVAILABLE[localeOf(req as Request, res as Response)]);
      },
    },
  });
  return proxy as unknown as RequestHandler;
}
