import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from '@firm/shared/server/logger';
import { t } from '@firm/shared/i18n/messages';
import { isLocale, type TLocale } from '@firm/shared/i18n/locale';
import { PHONE_MIN_DIGITS } from '@firm/shared/constants';
import { localeFromAcceptLanguage } from '../http/accept-language';

/** Builds one store per limiter (express-rate-limit forbids sharing a store between limiters). */
export type TStoreFactory = (prefix: string) => Store;

/** How many requests each limiter lets through per window. */
export type TRateLimits = {
  windowMs: number;
  perIp: number;
  perPhone: number;
  trackCallPerIp: number;
};

/** The limiters of leads-api. */
export type TLimiters = {
  submissionsPerIp: RequestHandler;
  submissionsPerPhone: RequestHandler;
  callsPerIp: RequestHandler;
};

/**
 * express-rate-limit logs every store failure; while Redis is down that is every request, so
 * only one line per 10 s reaches the log (with how many were skipped).
 */
function throttledLogger(logger: Logger) {
  let last = 0;
  let skipped = 0;
  const log = (error: unknown, message?: string) => {
    if (Date.now() - last < 10_000) {
      skipped += 1;
      return;
    }
    last = Date.now();
    logger.warn({ err: error, skipped }, message ?? 'rate limiter problem');
    skipped = 0;
  };
  return { error: log, warn: log };
}

/** The language of the answer: the one resolved for the form, else the browser's. */
function localeOf(req: Request, res: Response): TLocale {
  const resolved: unknown = res.locals.locale;
  return isLocale(resolved) ? resolved : localeFromAcceptLanguage(req.get('accept-language'));
}

function phoneKey(req: Request): string | undefined {
  const phone: unknown = (req.body as Record<string, unknown> | undefined)?.phone;
  const digits = typeof phone === 'string' ? phone.replace(/\D/g, '') : '';
  return digits.length >= PHONE_MIN_DIGITS ? digits : undefined;
}

/**
 * Per-IP and per-phone limits with a shared store (Redis or PostgreSQL), answering 429
 * `{ status: 'error', message }` in the visitor's language.
 * @param passOnStoreError - true with Redis (a Redis outage must not block leads); false with
 *   PostgreSQL (the database is needed for the lead anyway: fail fast with 503)
 */
export function createLimiters(
  limits: TRateLimits,
  storeFor: TStoreFactory,
  logger: Logger,
  passOnStoreError: boolean,
): TLimiters {
  const common = {
    windowMs: limits.windowMs,
    // draft-7 (RateLimit-Policy + RateLimit, Retry-After on a 429): draft-8 hashes every key for its partition id.
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    passOnStoreError,
    logger: throttledLogger(logger),
    handler: (req: Request, res: Response) => {
      res
        .status(429)
        .json({ status: 'error', message: t(localeOf(req, res), 'submit.rateLimited') });
    },
  };
  return {
    submissionsPerIp: rateLimit({ ...common, limit: limits.perIp, store: storeFor('ip:') }),
    submissionsPerPhone: rateLimit({
      ...common,
      limit: limits.perPhone,
      store: storeFor('phone:'),
      skip: (req) => phoneKey(req) === undefined,
      keyGenerator: (req) => phoneKey(req) ?? '',
    }),
    callsPerIp: rateLimit({ ...common, limit: limits.trackCallPerIp, store: storeFor('call:') }),
  };
}
