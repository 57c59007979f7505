import type { Request, RequestHandler } from 'express';
import { rateLimit, type Options, type RateLimitInfo, type Store } from 'express-rate-limit';
import type { Logger } from '@firm/shared/server/logger';
import { limitKeyOf } from './phone-limit-key';
import { referralBatchLimiter } from './referral-limiter';
import { leadsRefused } from '../metrics/leads-metrics';
import { refuseRateLimited } from './refuse';

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

/** What every limiter of a service shares. */
export type TLimiterDeps = {
  windowMs: number;
  logger: Logger;
  /** True with Redis (an outage must not block leads); false with PostgreSQL (503, see below). */
  passOnStoreError: boolean;
};

/** One limiter: its limit, its store, and whom it counts (the client's address by default). */
export type TLimiterOptions = {
  limit: number;
  store: Store;
  keyGenerator?: (req: Request) => string;
  skip?: (req: Request) => boolean;
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

/**
 * The factory of a service's limiters: each one built from it counts in a shared store and
 * refuses with 429, `Retry-After` and the real wait in the visitor's language (refuse.ts).
 */
export function limiterFactory(
  deps: TLimiterDeps,
): (options: TLimiterOptions, onRefused?: () => void) => RequestHandler {
  const logger = throttledLogger(deps.logger);
  return (options, onRefused) =>
    rateLimit({
      windowMs: deps.windowMs,
      // draft-7 (RateLimit-Policy + RateLimit, Retry-After on a 429): draft-8 hashes every key for its partition id.
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      passOnStoreError: deps.passOnStoreError,
      // req.ip is the edge-vouched address (http/client-address.ts), not Express's trust proxy
      validate: { xForwardedForHeader: false, trustProxy: false },
      logger,
      handler: (req, res, _next, used: Options) => {
        const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
        onRefused?.();
        refuseRateLimited(req, res, info?.resetTime, used.windowMs);
      },
      ...options,
    });
}

const leadRateLimited = () => leadsRefused.inc({ reason: 'rate_limit' });

function requestPhoneKey(req: Request): string | undefined {
  return limitKeyOf((req.body as Record<string, unknown> | undefined)?.phone);
}

/**
 * Per-IP and per-phone limits with a shared store (Redis or PostgreSQL).
 * @param passOnStoreError - true with Redis (a Redis outage must not block leads); false with
 *   PostgreSQL (the database is needed for the lead anyway: fail fast with 503)
 */
export function createLimiters(
  limits: TRateLimits,
  storeFor: TStoreFactory,
  logger: Logger,
  passOnStoreError: boolean,
): TLimiters {
  const limiter = limiterFactory({ windowMs: limits.windowMs, logger, passOnStoreError });
  return {
    submissionsPerIp: limiter({ limit: limits.perIp, store: storeFor('ip:') }, leadRateLimited),
    submissionsPerPhone: limiter(
      {
        limit: limits.perPhone,
        store: storeFor('phone:'),
        skip: (req) => requestPhoneKey(req) === undefined,
        keyGenerator: (req) => requestPhoneKey(req) ?? '',
      },
      leadRateLimited,
    ),
    callsPerIp: limiter({ limit: limits.trackCallPerIp, store: storeFor('call:') }),
    submissionsPerStaff: limiter({
      limit: limits.perStaff ?? DEFAULT_PER_STAFF,
      store: storeFor('staff:'),
      keyGenerator: (req) => String(req.staff?.id ?? ''),
    }),
    referralBatch: referralBatchLimiter({
      limits,
      ipStore: storeFor('ip:'),
      phoneStore: storeFor('phone:'),
      passOnStoreError,
      logger: throttledLogger(logger),
    }),
  };
}
