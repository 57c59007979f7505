import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from '@firm/shared/server/logger';
import { t } from '@firm/shared/i18n/messages';
import { isLocale, type TLocale } from '@firm/shared/i18n/locale';
import { limitKeyOf } from './phone-limit-key';
import { referralBatchLimiter } from './referral-limiter';
import { localeFromAcceptLanguage } from '@firm/shared/i18n/accept-language';

/** Builds one store per limiter (express-rate-limit forbids sharing a store between limiters). */
export type TStoreFactory = (prefix: string) => Store;

/** How many requests each limiter lets through per window. */
export type TRateLimits = {
  windowMs: number;
  perIp: number;
  perPhone: number;
  trackCallPerIp: number;
  /** Leads one signed-in staff member may type in per window. @defaultValue 120 */
  perStaff?: number;
};

/** How many leads a staff member may type in per window unless configured. */
export const DEFAULT_PER_STAFF = 120;

/** The limiters of leads-api. */
export type TLimiters = {
  submissionsPerIp: RequestHandler;
  submissionsPerPhone: RequestHandler;
  callsPerIp: RequestHandler;
  /** Leads typed in by a signed-in member: counted per member (after `requireStaff`), not per IP. */
  submissionsPerStaff: RequestHandler;
  /** A referral batch: each referral is a submission of the IP and of its own phone. */
  referralBatch: RequestHandler;
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

function requestPhoneKey(req: Request): string | undefined {
  return limitKeyOf((req.body as Record<string, unknown> | undefined)?.phone);
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
    // req.ip is the edge-vouched address (http/client-address.ts), not Express's trust proxy
    validate: { xForwardedForHeader: false, trustProxy: false },
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
      skip: (req) => requestPhoneKey(req) === undefined,
      keyGenerator: (req) => requestPhoneKey(req) ?? '',
    }),
    callsPerIp: rateLimit({ ...common, limit: limits.trackCallPerIp, store: storeFor('call:') }),
    submissionsPerStaff: rateLimit({
      ...common,
      limit: limits.perStaff ?? DEFAULT_PER_STAFF,
      store: storeFor('staff:'),
      keyGenerator: (req) => String(req.staff?.id ?? ''),
    }),
    referralBatch: referralBatchLimiter({
      limits,
      ipStore: storeFor('ip:'),
      phoneStore: storeFor('phone:'),
      passOnStoreError,
      refuse: common.handler,
      logger: common.logger,
    }),
  };
}
