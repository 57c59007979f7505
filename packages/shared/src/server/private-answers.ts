import type { RequestHandler } from 'express';

/**
 * The `Cache-Control` of every answer that carries a person's data (a form shown again with its name,
 * e-mail and phone, a lead, a token, the staff pages and API): no cache — shared or the browser's own,
 * which a shared phone keeps — may store it.
 */
export const PRIVATE_ANSWER = 'private, no-store';

/** Marks every answer of the service as {@link PRIVATE_ANSWER} (a route may still say otherwise). */
export function privateAnswers(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('cache-control', PRIVATE_ANSWER);
    next();
  };
}
