/**
 * The status page's answer (issue 33 §4, `GET /api/staff/estado`, admins): the figures a firm without
 * Prometheus needs to see that leads are flowing, and the alerts of the catalog evaluated on them.
 * Times only, never a name: nothing here says who a lead is.
 */
import { z } from 'zod';
import { ALERT_NAMES } from './alert-catalog';

/** The four services, in the page's order. */
export const OPS_SERVICES = ['web', 'content-api', 'leads-api', 'worker'] as const;
export type TOpsService = (typeof OPS_SERVICES)[number];

/** One service as its processes' heartbeats describe it. */
export const ZOpsServiceSchema = z.object({
  service: z.enum(OPS_SERVICES),
  /** At least one process was heard from lately. */
  up: z.boolean(),
  /** Processes heard from lately. */
  instances: z.number().int().nonnegative(),
  /** The version of the process heard from last (null: never heard from). */
  version: z.string().nullable(),
  /** The latest start among the live processes (its uptime is the shortest). */
  startedAt: z.iso.datetime().nullable(),
  /** The last time a process of the service was heard from. */
  seenAt: z.iso.datetime().nullable(),
  /** The last restart noticed (a process that came back with another start time). */
  restartedAt: z.iso.datetime().nullable(),
  /** Requests answered and 5xx answers of the last five minutes, all live processes. */
  requests5m: z.number().int().nonnegative(),
  errors5m: z.number().int().nonnegative(),
});
export type TOpsServiceStatus = z.infer<typeof ZOpsServiceSchema>;

/** The job queue's states whose depth is shown (BullMQ's names). */
export const OPS_QUEUE_STATES = [
  'waiting',
  'prioritized',
  'active',
  'delayed',
  'failed',
  'completed',
] as const;

export const ZOpsQueueSchema = z.object({
  backend: z.enum(['redis', 'postgres']),
  /** The queue answered (on Redis: Redis is reachable). */
  reachable: z.boolean(),
  counts: z.record(z.enum(OPS_QUEUE_STATES), z.number().int().nonnegative()),
  oldestWaitingAgeSeconds: z.number().nonnegative(),
});
export type TOpsQueue = z.infer<typeof ZOpsQueueSchema>;

/** What PostgreSQL holds about the flow of leads (null when PostgreSQL did not answer). */
export const ZOpsDatabaseFiguresSchema = z.object({
  outboxWaiting: z.number().int().nonnegative(),
  outboxOldestAgeSeconds: z.number().nonnegative(),
  lastLeadAt: z.iso.datetime().nullable(),
  lastIntakeEmailAt: z.iso.datetime().nullable(),
  /** Non-spam leads of the last day older than 10 minutes with no accepted intake e-mail. */
  leadsWithoutIntakeEmail: z.number().int().nonnegative(),
  /** Dead letters not resolved. */
  deadLetters: z.number().int().nonnegative(),
  /** The database's size on disk (`pg_database_size`). */
  databaseBytes: z.number().nonnegative(),
  /** Office minutes since the last lead (null: no lead yet). */
  officeMinutesSinceLastLead: z.number().nonnegative().nullable(),
});
export type TOpsDatabaseFigures = z.infer<typeof ZOpsDatabaseFiguresSchema>;

/** Everything the alerts are evaluated on. */
export const ZOpsFiguresSchema = z.object({
  now: z.iso.datetime(),
  postgresReachable: z.boolean(),
  database: ZOpsDatabaseFiguresSchema.nullable(),
  queue: ZOpsQueueSchema,
  services: z.array(ZOpsServiceSchema),
});
export type TOpsFigures = z.infer<typeof ZOpsFiguresSchema>;

/** One alert as the page shows it. */
export const ZOpsAlertSchema = z.object({
  name: z.enum(ALERT_NAMES),
  firing: z.boolean(),
  /** Since when it is in this state (null: the worker has not evaluated it yet). */
  since: z.iso.datetime().nullable(),
});
export type TOpsAlert = z.infer<typeof ZOpsAlertSchema>;

/** The status page's answer. */
export const ZOpsStatusSchema = ZOpsFiguresSchema.extend({ alerts: z.array(ZOpsAlertSchema) });
export type TOpsStatus = z.infer<typeof ZOpsStatusSchema>;
