import type { RequestHandler } from 'express';
import express from 'express';
import { AppError } from '@firm/shared/server/app-error';
import { parseMultipart, type TMultipartLimits } from './multipart';

/** Body limits of the lead endpoints (bytes): above any accepted field (FIELD_MAX_LENGTH), far below harm. */
export const FORM_LIMITS: TMultipartLimits = {
  maxFieldBytes: 32 * 1024,
  maxFields: 60,
  maxBodyBytes: 256 * 1024,
};

const urlencoded = express.urlencoded({
  extended: false,
  limit: FORM_LIMITS.maxBodyBytes,
  parameterLimit: FORM_LIMITS.maxFields,
});

/** Keeps the first value of repeated keys and drops anything that is not a string. */
function firstStrings(body: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!body || typeof body !== 'object') return result;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') result[key] = first;
  }
  return result;
}

/**
 * Parses a form post: `multipart/form-data` (the site's scripts) or
 * `application/x-www-form-urlencoded` (the no-JS forms, through the web edge) into a
 * `Record<string, string>` on `req.body`. Any other non-empty body is a 400.
 */
export function formBody(): RequestHandler {
  return async (req, res, next) => {
    if (req.is('multipart/form-data')) {
      const form = await parseMultipart(req, FORM_LIMITS);
      // A field cut at maxFieldBytes is longer than any accepted value: validation rejects it.
      req.body = form.fields;
      return next();
    }
    if (req.is('application/x-www-form-urlencoded')) {
      urlencoded(req, res, (error?: unknown) => {
        if (error) {
          const type = (error as { type?: string }).type;
          return next(
            type === 'entity.too.large'
              ? error
              : new AppError('bad_request', 'Malformed request body'),
          );
        }
        req.body = firstStrings(req.body);
        next();
      });
      return;
    }
    const hasBody =
      req.headers['transfer-encoding'] !== undefined ||
      (req.headers['content-length'] ?? '0') !== '0';
    if (hasBody) {
      return next(
        new AppError(
          'bad_request',
          'Unsupported content type: send multipart/form-data or a urlencoded form',
        ),
      );
    }
    req.body = {};
    next();
  };
}
