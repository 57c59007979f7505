import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { STAFF_API_PATHS, STAFF_API_PREFIX } from '@firm/shared/routes/staff-paths';
import { pingDatabase, type Pool } from '@firm/shared/server/db';
import {
  errorHandler,
  healthRoutes,
  requestContext,
  type TReadinessCheck,
} from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import { httpMetrics } from '@firm/shared/server/http-metrics';
import { METRICS_PATH, metricsHandler } from '@firm/shared/server/metrics';
import { PRIVATE_ANSWER, privateAnswers } from '@firm/shared/server/private-answers';
import { assignmentRoutes } from './assignment/assignment.routes';
import { ownerPools } from './assignment/owner-pools';
import { attributionRoutes } from './attribution/attribution.routes';
import { callsRoutes } from './calls/calls.routes';
import { createCsrf } from './csrf/csrf';
import { clientAddress } from './http/client-address';
import { csrfRoutes } from './csrf/csrf.routes';
import { firstContactSettingsCache } from '@firm/shared/server/first-contact-settings';
import { followUpsRoutes } from './follow-ups/follow-ups.routes';
import { intakeSettingsRoutes } from './intake-settings/intake-settings.routes';
import { clockedLeadWriter } from './leads/first-contact-clock';
import { insertLeadWithOutbox, type TLeadAnnouncements } from './leads/leads.repository';
import type { TLeadRecord } from './leads/lead-record';
import { leadsRoutes } from './leads/leads.routes';
import { watchOutbox } from './metrics/leads-metrics';
import { createLimiters, type TRateLimits } from './rate-limit/limiters';
import type { TRateLimitBackend } from './rate-limit/stores';
import { inboxRoutes } from './inbox/inbox.routes';
import { reportsRoutes } from './reports/reports.routes';
import { doNotContactRoutes } from './privacy/do-not-contact.routes';
import { DEV_PRIVACY_HASH_SECRET } from './config';
import { leadContactHashList } from '@firm/shared/server/privacy/contact-hash';
import { erasureRoutes } from './privacy/erasure.routes';
import { privacyLeadsRoutes } from './privacy/privacy-leads.routes';
import { privacyRequestsRoutes } from './privacy/privacy-requests.routes';
import { retentionRoutes } from './privacy/retention.routes';
import { opsStatusRoutes } from './ops-status/ops-status.routes';
import { referralsRoutes } from './referrals/referrals.routes';
import { routingRoutes } from './routing/routing.routes';
import { timelineRoutes } from './timeline/timeline.routes';
import type { TRoutingDefaults } from '@firm/shared/staff/routing-rules';
import type { TWebhookTargetPolicy } from '@firm/shared/server/webhook-target';
import { smsInboundRoutes } from './sms/sms-inbound.routes';
import { socialMediaRoutes } from './social-media/social-media.routes';
import { systemClock, type TClock } from './staff/clock';
import { queueDashboard } from './staff/queue-dashboard';
import { createStaffArea } from './staff/staff-area';
import type { TSessionLifetimes } from './staff/staff-sessions';

/** Everything leads-api is built from (tests build it with their own). */
export type TLeadsApiDeps = {
  pool: Pool;
  logger: Logger;
  csrfSecret: string;
  /** Keys the conflict stubs' hashes (`PRIVACY_HASH_SECRET`). @defaultValue the local runs' one */
  privacyHashSecret?: string;
  secureCookies: boolean;
  limits: TRateLimits;
  rateLimit: TRateLimitBackend;
  /** The site's origin (`PUBLIC_ORIGIN`): posts from other origins are refused. @defaultValue the Host they were sent to only */
  publicOrigin?: string;
  /** Called after a lead is committed; the server wakes the outbox relay. */
  onLeadAccepted?: () => void;
  /** The web edge's shared secret (`x-edge-secret`): only its requests may name the client's address. @defaultValue none: the socket's address always */
  edgeSecret?: string | undefined;
  /** Proxies (the edge and any in front of it) whose `X-Forwarded-For` entries are believed. @defaultValue 1 */
  trustProxyHops?: number;
  /** Extra readiness checks (queue, relay). */
  readiness?: TReadinessCheck[];
  /** Staff sessions in this Redis (under `staffSessionPrefix`); absent → PostgreSQL. */
  staffSessionRedis?: Redis | undefined;
  /** @defaultValue 'staff:' */
  staffSessionPrefix?: string;
  /** Where the staff area reads the time. @defaultValue the system clock */
  clock?: TClock;
  /** Where the first-contact clock (due times, overdue, follow-ups) reads the time. @defaultValue `clock` */
  firstContactClock?: TClock;
  /** @defaultValue STAFF_SESSION (30 min idle, 12 h absolute) */
  staffSessionLifetimes?: TSessionLifetimes;
  /** Queues the admins' dashboard (`/staff/colas`) shows; none → no dashboard. */
  dashboardQueues?: Queue[];
  /** Where the jobs queue runs (the status page's queue figures read `dashboardQueues[0]`). @defaultValue 'postgres' */
  queueBackend?: 'redis' | 'postgres';
  /** The environment's notification routing, shown to admins beside their rules. @defaultValue none configured */
  routingDefaults?: TRoutingDefaults;
  /**
   * Texts (issue 29 §2): the provider's auth token, which signs its inbound webhooks; absent → texts are
   * off: no acknowledgment by text is announced and `/api/sms/inbound` is not answered.
   */
  smsAuthToken?: string | undefined;
  /** Where admins' webhook rules may point. @defaultValue public https: addresses only */
  webhookTargets?: TWebhookTargetPolicy;
};

// Paths under the staff prefix that answer without a session (sign-in, who am I, sign-out).
const OPEN_STAFF_PATHS = new Set<string>([STAFF_API_PATHS.session, STAFF_API_PATHS.logout]);

/** Builds the leads-api Express app. */
export function createApp(deps: TLeadsApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Answers are small, per-visitor JSON: hashing each one for an ETag only costs CPU.
  app.set('etag', false);
  // req.ip is set by clientAddress (socket address, or the edge's X-Forwarded-For with its secret).
  app.set('trust proxy', false);
  // leads-api listens on an internal address only (the edge forwards none of this)
  app.use(httpMetrics('leads-api'));
  app.get(METRICS_PATH, metricsHandler());
  watchOutbox(deps.pool);
  app.use(requestContext(deps.logger));
  // Its answers are a visitor's token, lead or outcome, or a member's view of leads: none is stored.
  app.use(privateAnswers());
  app.use(clientAddress({ edgeSecret: deps.edgeSecret, hops: deps.trustProxyHops ?? 1 }));
  app.use(
    healthRoutes([
      { name: 'postgres', check: () => pingDatabase(deps.pool) },
      ...(deps.readiness ?? []),
    ]),
  );
  app.use(cookieParser());

  const csrf = createCsrf({
    secret: deps.csrfSecret,
    secureCookies: deps.secureCookies,
    publicOrigin: deps.publicOrigin,
  });
  const limiters = createLimiters(
    deps.limits,
    deps.rateLimit.storeFor,
    deps.logger,
    deps.rateLimit.passOnStoreError,
  );
  const clock = deps.firstContactClock ?? deps.clock ?? systemClock;
  const clockSettings = firstContactSettingsCache(deps.pool);
  // a new lead's owner is chosen in the statement that stores it, among the rules kept here
  const owners = ownerPools(deps.pool);
  const privacyHashSecret = deps.privacyHashSecret ?? DEV_PRIVACY_HASH_SECRET;
  // an erased person's "do not contact" and conflict stub are found by these keyed hashes
  const contactHashes = (record: TLeadRecord) => leadContactHashList(privacyHashSecret, record);
  const service = {
    pool: deps.pool,
    writeLead: clockedLeadWriter(
      async (record: TLeadRecord, announce?: TLeadAnnouncements) =>
        insertLeadWithOutbox(
          deps.pool,
          record,
          announce,
          await owners.rulesFor(record),
          contactHashes(record),
        ),
      clockSettings,
      clock,
    ),
    ownerRules: (record: TLeadRecord) => owners.rulesFor(record),
    contactHashes,
    onAccepted: deps.onLeadAccepted ?? (() => undefined),
    textsOn: Boolean(deps.smsAuthToken),
  };

  const staff = createStaffArea({
    pool: deps.pool,
    csrf,
    redis: deps.staffSessionRedis,
    redisPrefix: deps.staffSessionPrefix,
    secureCookies: deps.secureCookies,
    clock: deps.clock,
    lifetimes: deps.staffSessionLifetimes,
  });
  // Every staff API answer is private; any path under the prefix but the sign-in ones needs a
  // session, so a route added later cannot be left open by mistake. Each route then asks for its
  // role (lead routes: intake, so an editor is refused).
  const anyStaff = staff.requireStaff('member', { allowPasswordChange: true });
  app.use(STAFF_API_PREFIX, (req, res, next) => {
    res.setHeader('Cache-Control', PRIVATE_ANSWER);
    if (OPEN_STAFF_PATHS.has(req.originalUrl.split('?')[0] ?? '')) return next();
    return anyStaff(req, res, next);
  });
  app.use(staff.router);
  const staffRoutes = { pool: deps.pool, csrf, requireStaff: staff.requireStaff };
  const clocked = { ...staffRoutes, clock, clockSettings };
  app.use(inboxRoutes({ ...clocked, privacyHashSecret, onOutbox: service.onAccepted }));
  app.use(reportsRoutes(clocked));
  app.use(timelineRoutes(staffRoutes));
  app.use(followUpsRoutes(clocked));
  app.use(doNotContactRoutes({ ...staffRoutes, privacyHashSecret }));
  app.use(intakeSettingsRoutes(clocked));
  app.use(assignmentRoutes({ ...staffRoutes, ownerPools: owners }));
  app.use(privacyRequestsRoutes({ ...staffRoutes, clock: deps.clock ?? systemClock }));
  app.use(privacyLeadsRoutes({ ...staffRoutes, clock: deps.clock ?? systemClock }));
  app.use(erasureRoutes({ ...staffRoutes, privacyHashSecret, queues: deps.dashboardQueues }));
  app.use(retentionRoutes({ ...staffRoutes, clock: deps.clock ?? systemClock }));
  app.use(
    routingRoutes({
      ...staffRoutes,
      defaults: deps.routingDefaults ?? {
        intakeEmailTo: [],
        intakeEmailRoutes: { form: {}, situation: {} },
        webhookUrls: [],
      },
      webhookTargets: deps.webhookTargets ?? { allowPrivate: false },
    }),
  );
  const statusQueue = deps.dashboardQueues?.[0];
  if (statusQueue)
    app.use(
      opsStatusRoutes({
        ...staffRoutes,
        clockSettings,
        queue: statusQueue,
        backend: deps.queueBackend ?? 'postgres',
        edgeSecret: deps.edgeSecret,
      }),
    );
  if (deps.dashboardQueues?.length)
    app.use(
      queueDashboard({
        queues: deps.dashboardQueues,
        requireStaff: staff.requireStaff,
        publicOrigin: deps.publicOrigin,
      }),
    );

  app.use(csrfRoutes(csrf));
  app.use(attributionRoutes());
  app.use(leadsRoutes({ ...service, csrf, limiters }));
  app.use(referralsRoutes({ ...service, csrf, limiters }));
  app.use(socialMediaRoutes({ ...service, csrf, limiters, requireStaff: staff.requireStaff }));
  app.use(callsRoutes({ pool: deps.pool, csrf, limiters }));
  if (deps.smsAuthToken)
    app.use(
      smsInboundRoutes({
        pool: deps.pool,
        authToken: deps.smsAuthToken,
        publicOrigin: deps.publicOrigin ?? 'http://localhost:3000',
      }),
    );
  app.use((_req, res) => {
    res.status(404).json({ status: 'error', message: 'Not found' });
  });
  app.use(errorHandler(deps.logger));
  return app;
}
