import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { matchRoute, type TRouteId } from '@firm/shared/routes/route-map';
import { isStaffPath, QUEUE_DASHBOARD_PATH } from '@firm/shared/routes/staff-paths';
import { FRAME_SOURCES } from '../lib/embeds';

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Who may frame a page and what it may frame besides the third-party embeds. */
type TFraming = { framesSelf: boolean; framedBySelf: boolean };

/** Where a staff page's style nonce waits for the page handler (`res.locals`). */
export const CSP_NONCE_LOCAL = 'cspNonce';

/** The nonce of this answer's `style-src` ('' on public pages, which stay nonce-free and cacheable). */
export function cspNonceOf(res: Response): string {
  const nonce: unknown = res.locals[CSP_NONCE_LOCAL];
  return typeof nonce === 'string' ? nonce : '';
}

/** `'nonce-…'` of the answer helmet is writing the policy of (helmet hands it the bare response). */
const styleNonce = (_req: unknown, res: ServerResponse) => `'nonce-${cspNonceOf(res as Response)}'`;

/**
 * The site's helmet policy for a kind of page ({@link securityHeaders}).
 * @param nonce - `style-src` also allows the `<style>` elements carrying this answer's nonce (staff pages)
 */
function sitePolicy(
  secure: boolean,
  dev: boolean,
  framing: TFraming,
  nonce = false,
): RequestHandler {
  const self = "'self'";
  const frames = [...(framing.framesSelf ? [self] : []), ...FRAME_SOURCES];
  // in development Vite's inline styles need 'unsafe-inline', which a nonce would switch off
  const styles = dev ? [self, "'unsafe-inline'"] : nonce ? [self, styleNonce] : [self];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self],
        scriptSrcAttr: ["'none'"],
        styleSrc: styles,
        styleSrcAttr: ["'none'"],
        imgSrc: [self, 'data:'],
        fontSrc: [self],
        connectSrc: [self],
        mediaSrc: [self],
        frameSrc: frames,
        childSrc: frames,
        workerSrc: [self],
        manifestSrc: [self],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: [self],
        frameAncestors: [framing.framedBySelf ? self : "'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: framing.framedBySelf ? 'sameorigin' : 'deny' },
  }) as RequestHandler;
}

/** The studio's previews of a public page, which the editor shows in frames of its own. */
const PREVIEW_ROUTES: ReadonlySet<TRouteId> = new Set(['staffPostPreview', 'studioTextPreview']);

/**
 * helmet with a strict Content-Security-Policy: scripts only from this origin (pages carry no inline
 * script: their data travels in JSON data blocks, which are never executed, so a cached page is valid),
 * frames only from the maps provider and YouTube, no plugins, no `<base>`, never framed; HSTS one year.
 * The staff area may also frame this origin, and the studio's previews may be framed by it (the
 * editor shows a preview at a phone's and a laptop's width side by side); nothing else may frame them.
 * Every staff answer gets a fresh random nonce in `style-src` (`res.locals.cspNonce`, which the page
 * hands the browser): the studio's CodeMirror adds its theme as a `<style>` element carrying it.
 * Public pages get none: they are the same for every visitor and cached.
 * @param publicOrigin - the site's public origin; `upgrade-insecure-requests` is sent only for https
 * @param dev - development server: Vite injects styles inline, so inline styles are allowed there only
 */
export function securityHeaders(publicOrigin: string, dev = false): RequestHandler[] {
  const secure = publicOrigin.startsWith('https://');
  const site = sitePolicy(secure, dev, { framesSelf: false, framedBySelf: false });
  const staff = sitePolicy(secure, dev, { framesSelf: true, framedBySelf: false }, true);
  const preview = sitePolicy(secure, dev, { framesSelf: true, framedBySelf: true }, true);
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  const dashboard = queueDashboardHeaders(secure);
  const pick: RequestHandler = (req, res, next) => {
    if (req.path === QUEUE_DASHBOARD_PATH || req.path.startsWith(`${QUEUE_DASHBOARD_PATH}/`))
      return dashboard(req, res, next);
    if (!isStaffPath(req.path)) return site(req, res, next);
    res.locals[CSP_NONCE_LOCAL] = randomBytes(16).toString('base64');
    const route = matchRoute(req.path)?.id;
    return (route && PREVIEW_ROUTES.has(route) ? preview : staff)(req, res, next);
  };
  return [pick, permissions];
}

/**
 * The queue dashboard's own policy, on its path only: bull-board's page is a prebuilt app with inline
 * style attributes, a `<style>` element and a `<base href>`, and no nonce. Scripts still come only from
 * this origin (its bundles), nothing can frame it, nothing leaves the site (its Google Fonts link is
 * refused and the system font shows); only inline styles are allowed there.
 */
function queueDashboardHeaders(secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  }) as RequestHandler;
}
