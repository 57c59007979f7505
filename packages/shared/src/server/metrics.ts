import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
 * once at start, before the app is built: off, `httpMetrics` (`./http-metrics`) is a pass-through, the
 * default Node collectors (event-loop monitor, GC observer) are not started and `/metrics` is not
 * served — what the metrics-overhead bench compares against.
 */
export function configureMetrics(options: { enabled: boolean }): void {
  enabled = options.enabled;
  startDefaultMetrics();
}

/** Whether the figures are on for this process (see {@link configureMetrics}). */
export function metricsEnabled(): boolean {
  return enabled;
}

/** The metrics' common prefix. */
export const METRICS_PREFIX = 'firm_';

/**
 * A counter in the process registry (name without the prefix); `collect` runs at each scrape (counts
 * kept in plain numbers on a hot path, moved in then).
 */
export function counter<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (this: Counter<L>) => void,
): Counter<L> {
  return new Counter({
    name: METRICS_PREFIX + name,
    help,
    labelNames,
    registers: [metricsRegistry],
    ...(collect ? { collect } : {}),
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
