import type { RequestHandler } from 'express';
import { canonicalRedirect } from '@firm/shared/routes/canonical-redirect';

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
    res.redirect(301, target + (query >= 0 ? req.originalUrl.slice(query) : ''));
  };
}
