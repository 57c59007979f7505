import type { Request, Response } from 'express';
import { rateLimitedAnswer, retryAfterSecondsOf } from '@firm/shared/forms/rate-limit-answer';
import { localeFromAcceptLanguage } from '@firm/shared/i18n/accept-language';
import { isLocale, type TLocale } from '@firm/shared/i18n/locale';

/** The language of the answer: the one resolved for the form, else the browser's. */
function localeOf(req: Request, res: Response): TLocale {
  const resolved: unknown = res.locals.locale;
  return isLocale(resolved) ? resolved : localeFromAcceptLanguage(req.get('accept-language'));
}

/**
 * Answers a request over a rate limit: 429 with `Retry-After` and
 * `{ status: 'error', message, retryAfterSeconds }`, the message saying the real wait in the
 * visitor's language.
 * @param resetTime - when the limit that refused the request resets (unknown → the whole window)
 * @param windowMs - the limit's window
 */
export function refuseRateLimited(
  req: Request,
  res: Response,
  resetTime: Date | undefined,
  windowMs: number,
): void {
  const seconds = retryAfterSecondsOf(resetTime, windowMs);
  res.setHeader('Retry-After', String(seconds));
  res.status(429).json(rateLimitedAnswer(localeOf(req, res), seconds));
}
