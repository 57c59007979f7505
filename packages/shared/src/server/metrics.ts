import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { EDGE_HEARTBEAT_PATH } from '../routes/staff-paths';

export { Counter, Gauge, Histogram };

/**
 * The process's one metrics registry (prom-client): the default Node metrics (event-loop lag,
 * heap, GC, CPU) and every metric a service declares with {@link counter}, {@link gauge} and
 * {@link histogram}. Metrics are declared once per module, so a test process that loads two
 * services' code keeps one registry and no name is declared twice.
 */
export const metricsRegistry = new Registry();

/**
 * `METRICS_ENABLED` as the process started. The one variable read here rather than through the
 * service's config: the default collectors start when this module is imported, before any config is
 * parsed, so that the start-up's garbage collections are counted. The services' zod configs validate
 * and document the same key, and {@link configureMetrics} applies their parsed value.
 */
const enabledAtImport = !['false', '0'].includes(process.env.METRICS_ENABLED ?? '');

let enabled = enabledAtImport;
let defaultsStarted = false;

/** The default Node metrics (event-loop lag, heap, GC, CPU), started once, when enabled. */
function startDefaultMetrics(): void {
  if (defaultsStarted || !enabled) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
startDefaultMetrics();

/**
 * Turns the figures on or off for this process (`METRICS_ENABLED` of every service's config). Call it
 * once at start, before the app is built: off, {@link httpMetrics} is a pass-through, the default Node
 * collectors (event-loop monitor, GC observer) are not started and `/metrics` is not served — what the
 * metrics-overhead bench compares against.
 */
export function configureMetrics(options: { enabled: boolean }): void {
  enabled = options.enabled;
  startDefaultMetrics();
}

/** The metrics' common prefix. */
export const METRICS_PREFIX = 'firm_';

/** A counter in the process registry (name without the prefix). */
export function counter<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): Counter<L> {
  return new Counter({
    name: METRICS_PREFIX + name,
    help,
    labelNames,
    registers: [metricsRegistry],
  });
}

/** A gauge; `collect` runs at each scrape (figures read from the database or the queue then). */
export function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (this: Gauge<L>) => Promise<void> | void,
): Gauge<L> {
  return new Gauge({
    name: METRICS_PREFIX + name,
    help,
    labelNames,
    registers: [metricsRegistry],
    ...(collect ? { collect } : {}),
  });
}

/**
 * One read shared by the gauges a scrape collects together (the registry collects them at once): a
 * call while a read is in flight gets that read's promise, a failed read gives null (the gauges then
 * keep their last value), and the next scrape reads again.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null;
  return () => {
    pending ??= read()
      .catch(() => null)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** A histogram in seconds. */
export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): Histogram<L> {
  return new Histogram({
    name: METRICS_PREFIX + name,
    help,
    labelNames,
    buckets,
    registers: [metricsRegistry],
  });
}

const httpDuration = histogram(
  'http_request_duration_seconds',
  'HTTP requests by route pattern (never a path with ids) and status class',
  ['service', 'method', 'route', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

// The process's answers so far and the 5xx among them (the heartbeat's error rate reads them). A
// probe's answer is not a visitor's: /readyz answers 503 while a dependency starts, by design; nor
// is the edge's heartbeat to leads-api.
const answered = { requests: 0, errors: 0 };
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics', EDGE_HEARTBEAT_PATH]);

/** The requests this process answered since it started, and its 5xx answers among them. */
export function httpTotals(): { requests: number; errors: number } {
  return { ...answered };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** `2xx`…`5xx`: five values whatever the status. */
export function statusClass(status: number): string {
  return `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`;
}

/**
 * The route pattern Express matched (`/api/staff/leads/:id`, the router's base joined to the
 * route's path; a RegExp or a list of paths as written in the code), or `unmatched`. The label
 * never holds the request's own path, so ids never multiply the series.
 */
export function routePatternOf(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  if (!route) return 'unmatched';
  const pattern = patternText(route.path);
  const joined = `${req.baseUrl}${pattern}`;
  return joined === '' ? '/' : joined;
}

function patternText(path: unknown): string {
  if (typeof path === 'string') return path;
  if (path instanceof RegExp) return String(path);
  if (Array.isArray(path)) return path.map(patternText).join('|');
  return 'pattern';
}

/**
 * Records every request's duration under {@link routePatternOf} and its status class. Mount it
 * first; the pattern is read when the answer is finished, after the routers ran.
 */
export function httpMetrics(service: string): RequestHandler {
  if (!enabled) return (_req, _res, next) => next();
  return (req: Request, res: Response, next) => {
    const end = httpDuration.startTimer();
    res.once('finish', () => {
      if (!PROBE_PATHS.has(req.path)) {
        answered.requests += 1;
        if (res.statusCode >= 500) answered.errors += 1;
      }
      const method = METHODS.has(req.method) ? req.method : 'OTHER';
      end({ service, method, route: routePatternOf(req), status: statusClass(res.statusCode) });
    });
    next();
  };
}

/**
 * `GET /metrics`: the registry in Prometheus text format.
 * Serve it on internal addresses only. With metrics off, it passes the request on (a 404).
 */
export function metricsHandler(): RequestHandler {
  if (!enabled) return (_req, _res, next) => next();
  return (_req, res, next) => {
    metricsRegistry.metrics().then((text) => {
      res.setHeader('Content-Type', metricsRegistry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(text);
    }, next);
  };
}

/** The path every service serves its metrics on (internal listeners only). */
export const METRICS_PATH = '/metrics';
