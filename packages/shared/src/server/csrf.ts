import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { AppError } from './app-error';
import { isLocale } from '../i18n/locale';
import { t } from '../i18n/messages';
import { localeFromAcceptLanguage } from '../i18n/accept-language';

/** Cookie holding the random id the token is bound to (the visitor has no login session). */
export const SESSION_COOKIE = 'firm_sid';
/** Cookie holding the signed token (the "double" of the double-submit). */
export const CSRF_COOKIE = 'firm_csrf';
/** Header that may carry the token instead of the `_token` field. */
export const CSRF_HEADER = 'x-csrf-token';

const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** Options of {@link createCsrf}. */
export type TCsrfOptions = {
  secret: string;
  secureCookies: boolean;
  /** The site's origin: a post whose `Origin` is neither it nor the host it was sent to is refused. */
  publicOrigin?: string | undefined;
};

/**
 * Whether a request's `Origin` names another site: not the public origin, and not the host the
 * request was addressed to (the edge passes it in X-Forwarded-Host). No `Origin` (older browsers,
 * server-side posts of the edge) or `null` leaves the decision to the token alone.
 */
function isForeignOrigin(req: Request, publicOrigin: string | undefined): boolean {
  const origin = req.get('origin');
  if (!origin || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  if (publicOrigin && parsed.origin === new URL(publicOrigin).origin) return false;
  const host = req.get('x-forwarded-host') || req.get('host');
  return parsed.host !== host;
}

/** The anti-forgery toolkit: leads-api issues and checks tokens, content-api checks the studio's. */
export type TCsrf = {
  /** Issues (or re-issues) the token, setting the session and token cookies when needed. */
  issueToken: (req: Request, res: Response) => string;
  /** Rejects a request whose `_token` field / `X-CSRF-Token` header does not match its cookies, or that comes from another site's page (`Origin`): 403 in the visitor's language. */
  protect: RequestHandler;
};

function sessionIdOf(req: Request): string | undefined {
  const value: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value) ? value : undefined;
}

function tokenFromRequest(req: Request): string | undefined {
  const header = req.get(CSRF_HEADER);
  if (header) return header;
  const field: unknown = (req.body as Record<string, unknown> | undefined)?._token;
  return typeof field === 'string' ? field : undefined;
}

/**
 * Signed double-submit tokens (csrf-csrf), one scheme for every service that takes posts (leads-api's
 * forms and staff API, content-api's studio API). The token is an HMAC (with `CSRF_SECRET`) over a
 * random session id kept in the `firm_sid` cookie; the same token sits in the `firm_csrf`
 * cookie and must come back in the `_token` field or the `X-CSRF-Token` header. Nothing is
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
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => sessionIdOf(req) ?? '',
    cookieName: CSRF_COOKIE,
    cookieOptions,
    getCsrfTokenFromRequest: tokenFromRequest,
  });

  return {
    issueToken(req, res) {
      if (!sessionIdOf(req)) {
        const id = randomBytes(24).toString('base64url');
        res.cookie(SESSION_COOKIE, id, { ...cookieOptions, maxAge: SESSION_MAX_AGE_MS });
        // The token below is bound to this new id; a stale token cookie must not be reused.
        req.cookies = { ...req.cookies, [SESSION_COOKIE]: id };
        return generateCsrfToken(req, res, { overwrite: true });
      }
      return generateCsrfToken(req, res);
    },
    protect(req, res, next) {
      if (!isForeignOrigin(req, publicOrigin) && sessionIdOf(req) && validateRequest(req)) {
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
