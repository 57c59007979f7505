import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { AppError } from './app-error';
import { isLocale } from '../i18n/locale';
import { t } from '../i18n/messages';
import { localeFromAcceptLanguage } from '../i18n/accept-language';
import { requestSite, type TIsOwnOrigin } from './request-site';

/** Cookie holding the random id the token is bound to (the visitor has no login session). */
export const SESSION_COOKIE = 'firm_sid';
/** Cookie holding the signed token (the "double" of the double-submit). */
export const CSRF_COOKIE = 'firm_csrf';
/**
 * Under HTTPS both cookies carry the `__Host-` prefix: the browser then keeps them only when Secure,
 * Path=/ and host-only, so a sibling host cannot plant a pair of its choosing (plain HTTP in
 * development cannot set Secure, so the names stay plain there).
 */
export const SECURE_PREFIX = '__Host-';
/** Header that may carry the token instead of the `_token` field. */
export const CSRF_HEADER = 'x-csrf-token';

const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** Options of {@link createCsrf}. */
export type TCsrfOptions = {
  secret: string;
  secureCookies: boolean;
  /** The site's origin: a post from another site (`Sec-Fetch-Site`, else `Origin`, neither it nor the host it was sent to) is refused. */
  publicOrigin?: string | undefined;
};

/**
 * The site's own origins for leads-api: the public origin, and any origin on the host the request was
 * addressed to (the edge passes it in X-Forwarded-Host; behind it the scheme may differ).
 * @param req - the request
 * @param publicOrigin - the site's origin, when configured
 */
export function ownOrigin(req: Request, publicOrigin: string | undefined): TIsOwnOrigin {
  const site = publicOrigin ? new URL(publicOrigin).origin : null;
  const host = req.get('x-forwarded-host') || req.get('host');
  return (url) => url.origin === site || url.host === host;
}

/** The anti-forgery toolkit: leads-api issues and checks tokens, content-api checks the studio's. */
export type TCsrf = {
  /** Issues (or re-issues) the token, setting the session and token cookies when needed. */
  issueToken: (req: Request, res: Response) => string;
  /** Rejects a request whose `_token` field / `X-CSRF-Token` header does not match its cookies, or that comes from another site's page (`Sec-Fetch-Site`, else `Origin`): 403 in the visitor's language. */
  protect: RequestHandler;
};

function sessionIdOf(req: Request, name: string): string | undefined {
  const value: unknown = req.cookies?.[name];
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value) ? value : undefined;
}

function tokenFromRequest(req: Request): string | undefined {
  const header = req.get(CSRF_HEADER);
  if (header) return header;
  const field: unknown = (req.body as Record<string, unknown> | undefined)?._token;
  return typeof field === 'string' ? field : undefined;
}

/**
 * Signed double-submit tokens (csrf-csrf). The token is an HMAC (with `CSRF_SECRET`) over a
 * random session id kept in the `firm_sid` cookie; the same token sits in the `firm_csrf`
 * cookie (both `__Host-` when Secure) and must come back in the `_token` field or the
 * `X-CSRF-Token` header. Nothing is
 * kept on the server, so any instance (or the web edge fetching a token on the visitor's
 * behalf and passing the Set-Cookie headers through) can issue and check it.
 */
export function createCsrf({ secret, secureCookies, publicOrigin }: TCsrfOptions): TCsrf {
  const cookieOptions = {
    sameSite: 'lax' as const,
    secure: secureCookies,
    httpOnly: true,
    path: '/',
  };
  const prefix = secureCookies ? SECURE_PREFIX : '';
  const sessionCookie = prefix + SESSION_COOKIE;
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => sessionIdOf(req, sessionCookie) ?? '',
    cookieName: prefix + CSRF_COOKIE,
    cookieOptions,
    getCsrfTokenFromRequest: tokenFromRequest,
  });

  return {
    issueToken(req, res) {
      if (!sessionIdOf(req, sessionCookie)) {
        const id = randomBytes(24).toString('base64url');
        res.cookie(sessionCookie, id, { ...cookieOptions, maxAge: SESSION_MAX_AGE_MS });
        // The token below is bound to this new id; a stale token cookie must not be reused.
        req.cookies = { ...req.cookies, [sessionCookie]: id };
        return generateCsrfToken(req, res, { overwrite: true });
      }
      return generateCsrfToken(req, res);
    },
    protect(req, res, next) {
      const foreign = requestSite(req, ownOrigin(req, publicOrigin)) === 'foreign';
      if (!foreign && sessionIdOf(req, sessionCookie) && validateRequest(req)) {
        return next();
      }
      const resolved: unknown = res.locals.locale;
      const locale = isLocale(resolved)
        ? resolved
        : localeFromAcceptLanguage(req.get('accept-language'));
      next(new AppError('forbidden', t(locale, 'submit.error')));
    },
  };
}
