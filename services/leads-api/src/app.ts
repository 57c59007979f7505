import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import type { Pool } from '@firm/shared/server/db';
import {
  errorHandler,
  healthRoutes,
  requestContext,
  type TReadinessCheck,
} from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import { attributionRoutes } from './attribution/attribution.routes';
import { callsRoutes } from './calls/calls.routes';
import { createCsrf } from './csrf/csrf';
import { csrfRoutes } from './csrf/csrf.routes';
import { LeadWriter } from './leads/lead-writer';
import type { TLeadRecord } from './leads/lead-record';
import { leadsRoutes } from './leads/leads.routes';
import { createLimiters, type TRateLimits } from './rate-limit/limiters';
import type { TRateLimitBackend } from './rate-limit/stores';
import { referralsRoutes } from './referrals/referrals.routes';
import { socialMediaRoutes } from './social-media/social-media.routes';

/** Everything leads-api is built from (tests build it with their own). */
export type TLeadsApiDeps = {
  pool: Pool;
  logger: Logger;
  csrfSecret: string;
  secureCookies: boolean;
  limits: TRateLimits;
  rateLimit: TRateLimitBackend;
  /** Called after a lead is committed; the server wakes the outbox relay. */
  onLeadAccepted?: () => void;
  /** Express `trust proxy`: whose X-Forwarded-For is believed. @defaultValue 'loopback, linklocal, uniquelocal' */
  trustProxy?: string | number | boolean;
  /** Extra readiness checks (queue, relay). */
  readiness?: TReadinessCheck[];
};

/** Builds the leads-api Express app. */
export function createApp(deps: TLeadsApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Answers are small, per-visitor JSON: hashing each one for an ETag only costs CPU.
  app.set('etag', false);
  app.set('trust proxy', deps.trustProxy ?? 'loopback, linklocal, uniquelocal');
  app.use(requestContext(deps.logger));
  app.use(
    healthRoutes([
      { name: 'postgres', check: () => deps.pool.query('SELECT 1') },
      ...(deps.readiness ?? []),
    ]),
  );
  app.use(cookieParser());

  const csrf = createCsrf({ secret: deps.csrfSecret, secureCookies: deps.secureCookies });
  const limiters = createLimiters(
    deps.limits,
    deps.rateLimit.storeFor,
    deps.logger,
    deps.rateLimit.passOnStoreError,
  );
  const writer = new LeadWriter(deps.pool);
  const service = {
    pool: deps.pool,
    writeLead: (record: TLeadRecord) => writer.write(record),
    onAccepted: deps.onLeadAccepted ?? (() => undefined),
  };

  app.use(csrfRoutes(csrf));
  app.use(attributionRoutes());
  app.use(leadsRoutes({ ...service, csrf, limiters }));
  app.use(referralsRoutes({ ...service, csrf, limiters }));
  app.use(socialMediaRoutes({ ...service, csrf, limiters }));
  app.use(callsRoutes({ pool: deps.pool, csrf, limiters }));
  app.use((_req, res) => {
    res.status(404).json({ status: 'error', message: 'Not found' });
  });
  app.use(errorHandler(deps.logger));
  return app;
}
