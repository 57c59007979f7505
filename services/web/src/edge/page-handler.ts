import type { Request as ExpressRequest, RequestHandler } from 'express';
import { COPYRIGHT_YEAR } from '@firm/shared/constants';
import type { Logger } from '@firm/shared/server/logger';
import type { TRender, TDocumentBuild } from '../app/entry-server';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { NO_TOKEN, fetchCsrfGrant } from './csrf-token';
import type { THtmlCache } from './html-cache';
import { sendPage } from './cached-pages';
import { pageRouteOf } from './page-route-label';
import { isStaffPath } from '@firm/shared/routes/staff-paths';
import type { TStaffIdentity } from '@firm/shared/staff/staff-identity';
import type { TStaffPostResult } from '../features/staff/utils/staff-post-result';
import { STAFF_FORBIDDEN_LOCAL, STAFF_LOCAL } from './staff/staff-gate';
import { STAFF_POST_LOCAL } from './staff/staff-form-posts';
import { staffPageApi } from './staff/staff-page-api';
import type { TShellContent } from './shell-source';
import { PRIVATE_ANSWER } from '@firm/shared/server/private-answers';
import { cspNonceOf } from './security-headers';

/** What the page handler needs. */
export type TPageHandlerDeps = {
  render: TRender;
  assetsFor: (pageId: TRouteId | null) => TDocumentBuild;
  shell: () => Promise<TShellContent>;
  contentApiUrl: string;
  leadsApiUrl: string;
  publicOrigin: string;
  logger: Logger;
  /** How long to wait for a staff member's anti-forgery token before rendering without one. */
  csrfTimeoutMs?: number;
  /** The page cache (public pages answered 200). */
  cache: THtmlCache;
};

const FORWARDED_HEADERS = ['accept', 'accept-language', 'user-agent', 'referer'];

function toFetchRequest(req: ExpressRequest, publicOrigin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  // A POST reaches the renderer only through the form-post handler, its answer in the request context: the
  // page renders as for a GET and its loader hands the answer to the forms.
  return new Request(new URL(req.originalUrl, publicOrigin), { headers, signal });
}

/**
 * Server-renders every page (GET/HEAD, and the page again after a form post). Public pages are the same for
 * every anonymous visitor: they carry no anti-forgery token (forms fetch one before they send; the
 * no-JavaScript post gets one at the edge), so a 200 goes into the page cache and is answered from it
 * until it expires or the content changes. Staff pages fetch the member's token and are never stored.
 */
export function pageHandler(deps: TPageHandlerDeps): RequestHandler {
  return async (req, res) => {
    const log = (res.locals.log as Logger | undefined) ?? deps.logger;
    const staff = isStaffPath(req.path);
    const member = (res.locals[STAFF_LOCAL] as TStaffIdentity | undefined) ?? null;
    // a change published while this page renders makes it stale: it is sent, not kept
    const generation = deps.cache.generation;
    const [csrf, content] = await Promise.all([
      staff
        ? fetchCsrfGrant({
            leadsApiUrl: deps.leadsApiUrl,
            req,
            timeoutMs: deps.csrfTimeoutMs ?? 800,
            logger: log,
          })
        : NO_TOKEN,
      deps.shell(),
    ]);
    for (const cookie of csrf.setCookies) res.append('set-cookie', cookie);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    // a part of the page's content did not answer (logged through `warn`): the page is shown, not stored
    let degraded = false;
    const rendered = await deps
      .render({
        request: toFetchRequest(req, deps.publicOrigin, controller.signal),
        context: {
          contentBase: deps.contentApiUrl,
          warn: (message, fields) => {
            degraded = true;
            log.warn({ ...fields, path: req.path }, message);
          },
          formPost: res.locals.formPost as unknown,
          staffForbidden: res.locals[STAFF_FORBIDDEN_LOCAL] === true,
          ...(staff
            ? {
                staffApi: staffPageApi(
                  { leadsApiUrl: deps.leadsApiUrl, contentApiUrl: deps.contentApiUrl, logger: log },
                  req,
                  member,
                ),
              }
            : {}),
          shell: {
            ...content,
            csrfToken: csrf.token,
            cspNonce: staff ? cspNonceOf(res) : '',
            origin: deps.publicOrigin,
            year: Math.max(new Date().getFullYear(), COPYRIGHT_YEAR),
            staff: member,
            staffPost: (res.locals[STAFF_POST_LOCAL] as TStaffPostResult | undefined) ?? null,
          },
        },
        assetsFor: deps.assetsFor,
        onError: (error) => log.error({ err: error, path: req.path }, 'render error'),
      })
      .catch((error: unknown) => {
        // the visitor left (closed the tab, a newer navigation): the loaders were cut short and
        // react-router gives up with the abort; nobody is there to answer, and nothing failed
        if (controller.signal.aborted) return null;
        throw error;
      });
    if (!rendered) {
      log.info({ path: req.path }, 'visitor left before the page was rendered');
      return;
    }
    if (res.headersSent || controller.signal.aborted) return;
    if (rendered.kind === 'redirect') {
      res.redirect(rendered.status, rendered.location);
      return;
    }
    // a page Express routed as staff is never stored, whatever its target looks like to the cache; nor
    // is a degraded one, so the next visitor gets the whole page once the content answers again
    const key =
      rendered.status === 200 && deps.cache.storing && !staff && !degraded
        ? deps.cache.keyOf({
            method: req.method,
            url: req.originalUrl,
            formPost: res.locals.formPost !== undefined,
          })
        : null;
    if (key !== null) {
      const page = { html: rendered.html, route: pageRouteOf(req.path) };
      sendPage(req, res, await deps.cache.store(key, page, generation), 'miss');
      return;
    }
    // staff pages carry a member's data, a form shown again its sender's: never stored
    const personal = staff || res.locals.formPost !== undefined;
    res.setHeader('cache-control', personal ? PRIVATE_ANSWER : 'no-cache');
    res.setHeader('vary', 'accept-encoding');
    res.status(rendered.status).type('html').send(rendered.html);
  };
}
