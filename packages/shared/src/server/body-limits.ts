import type { RequestHandler } from 'express';
import { AppError } from './app-error';

/**
 * The one rule of request bodies on every lead path (JSON, multipart, urlencoded, the no-JS post
 * through the edge): at most 256 KB in all, 60 fields and 32 KB per field; anything larger is a
 * 413 with a message in the visitor's language. 32 KB is above any accepted value (FIELD_MAX_LENGTH)
 * and far below harm.
 */
export const BODY_LIMITS = {
  maxFieldBytes: 32 * 1024,
  maxFields: 60,
  maxBodyBytes: 256 * 1024,
} as const;

/** The 413 of a body over {@link BODY_LIMITS}. */
export const bodyTooLarge = () =>
  new AppError('payload_too_large', 'Request body too large', undefined, 'request.tooLarge');

/** The 400 of a body that cannot be read. */
export const malformedBody = () =>
  new AppError('bad_request', 'Malformed request body', undefined, 'request.malformed');

/** The 415 of a body in a type, charset or encoding the service does not read. */
export const unsupportedBody = (what: string) =>
  new AppError('unsupported_media_type', `Unsupported ${what}`, undefined, 'request.unsupported');

/**
 * Checks a parsed body against the field limits: more than `maxFields` fields at its top level, or
 * any string (at any depth, so a JSON list's items too) longer than `maxFieldBytes`, is a 413.
 * @throws AppError payload_too_large
 */
export function assertFieldLimits(body: unknown, limits = BODY_LIMITS): void {
  if (body && typeof body === 'object' && Object.keys(body).length > limits.maxFields) {
    throw bodyTooLarge();
  }
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (Buffer.byteLength(value) > limits.maxFieldBytes) throw bodyTooLarge();
    } else if (value && typeof value === 'object' && depth < 4) {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  visit(body, 0);
}

/**
 * A body parser (express.json, express.urlencoded) followed by {@link assertFieldLimits}: its own
 * errors (400, 413, 415) and a field over the limits go to the error middleware.
 */
export function withFieldLimits(parse: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      try {
        assertFieldLimits(req.body);
      } catch (tooLarge) {
        return next(tooLarge);
      }
      next();
    });
}
