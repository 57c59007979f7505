import type { RequestHandler } from 'express';
import { canonicalRedirect } from '@firm/shared/routes/canonical-redirect';
import { labelRoute } from '@firm/shared/server/http-metrics';

/** The HTTP histogram's route label of these 301s (their paths are whatever visitors typed). */
export const CANONICAL_REDIRECT_ROUTE = 'canonical-redirect';

/**
 * Answers 301 for non-canonical page paths (trailing slash, `/es`, short aliases, repeated slashes),
 * keeping the query string, before any rendering work.
 */
export function canonicalRedirects(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = canonicalRedirect(req.path);
    if (!target) return next();
    const query = req.originalUrl.indexOf('?');
    labelRoute(res, CANONICAL_REDIRECT_ROUTE);
    res.redirect(301, target + (query >= 0 ? req.originalUrl.slice(query) : ''));
  };
}
