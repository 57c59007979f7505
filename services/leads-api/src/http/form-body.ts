import type { RequestHandler } from 'express';
import express from 'express';
import { BODY_LIMITS, unsupportedBody, withFieldLimits } from '@firm/shared/server/body-limits';
import { readMultipart, type TMultipartLimits } from './multipart';

/** Body limits of the lead endpoints (bytes): the one rule of every lead path (BODY_LIMITS). */
export const FORM_LIMITS: TMultipartLimits = { ...BODY_LIMITS };

// 400, 413 or 415 (and a field over 32 KB: 413) go on to the error middleware.
const urlencoded = withFieldLimits(
  express.urlencoded({
    extended: false,
    limit: FORM_LIMITS.maxBodyBytes,
    parameterLimit: FORM_LIMITS.maxFields,
  }),
);

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

/** A Content-Encoding other than identity: the multipart reader takes the bytes as sent. */
function isEncoded(encoding: string | undefined): boolean {
  return encoding !== undefined && encoding.trim().toLowerCase() !== 'identity' && encoding !== '';
}

/**
 * Parses a form post: `multipart/form-data` (the site's scripts) or
 * `application/x-www-form-urlencoded` (the no-JS forms, through the web edge) into a
 * `Record<string, string>` on `req.body`. One rule for both (BODY_LIMITS): a body over 256 KB, more
 * than 60 fields or a field over 32 KB is a 413; a malformed body a 400; any other type, a charset or
 * content encoding that is not read, a 415 (each with a message in the visitor's language).
 */
export function formBody(): RequestHandler {
  return (req, res, next) => {
    if (req.is('multipart/form-data')) {
      if (isEncoded(req.headers['content-encoding'])) return next(unsupportedBody('encoding'));
      readMultipart(req, FORM_LIMITS).then((fields) => {
        req.body = fields;
        next();
      }, next);
      return;
    }
    if (req.is('application/x-www-form-urlencoded')) {
      urlencoded(req, res, (error?: unknown) => {
        if (error) return next(error);
        req.body = firstStrings(req.body);
        next();
      });
      return;
    }
    const hasBody =
      req.headers['transfer-encoding'] !== undefined ||
      (req.headers['content-length'] ?? '0') !== '0';
    if (hasBody) return next(unsupportedBody('content type'));
    req.body = {};
    next();
  };
}
