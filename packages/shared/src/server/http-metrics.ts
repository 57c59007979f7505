import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { EDGE_HEARTBEAT_PATH } from '../routes/staff-paths';
import { histogram, metricsEnabled } from './metrics';

const httpDuration = histogram(
  'http_request_duration_seconds',
  'HTTP requests by route pattern (never a path with ids) and status class',
  ['service', 'method', 'route', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

/** One label set's series of the histogram (prom-client's child). */
type TSeries = ReturnType<typeof httpDuration.labels>;

// The process's answers so far and the 5xx among them (the heartbeat's error rate reads them). A
// probe's answer is not a visitor's: /readyz answers 503 while a dependency starts, by design; nor
// is the edge's heartbeat to leads-api.
const answered = { requests: 0, errors: 0 };
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics', EDGE_HEARTBEAT_PATH]);

/** The requests this process answered since it started, and its 5xx answers among them. */
export function httpTotals(): { requests: number; errors: number } {
  return { ...answered };
}

/** The `method` label's values: the methods the services answer, any other as `OTHER`. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'] as const;
const METHOD_INDEX = new Map<string, number>(METHODS.map((method, index) => [method, index]));
const OTHER_METHOD = METHODS.length - 1;
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** `2xx`…`5xx`: five values whatever the status. */
export function statusClass(status: number): string {
  return STATUS_CLASSES[statusClassIndex(status)] as string;
}

function statusClassIndex(status: number): number {
  return Math.min(4, Math.max(0, Math.floor(status / 100) - 1));
}

// A route's pattern as text, once per route object: String(RegExp) would make a new string each time.
const patternTexts = new WeakMap<object, string>();

/** The `res.locals` key of a route label set by the handler that answered ({@link labelRoute}). */
const ROUTE_LABEL_LOCAL = 'metricsRoute';

/**
 * Names the answer's route for the HTTP histogram, in place of Express's pattern: for handlers that
 * answer without an Express route of their own or under a catch-all (the web edge's pages, by their
 * route-map pattern; its static files and proxied APIs). The label must come from a small fixed set,
 * never from the request's path.
 */
export function labelRoute(res: Response, label: string): void {
  res.locals[ROUTE_LABEL_LOCAL] = label;
}

/**
 * The answer's route label: the one its handler set ({@link labelRoute}), else the route pattern
 * Express matched (`/api/staff/leads/:id`, the router's base joined to the route's path; a RegExp
 * or a list of paths as written in the code), else `unmatched`. The label never holds the request's
 * own path, so ids never multiply the series.
 */
export function routePatternOf(req: Request, res: Response): string {
  const label: unknown = res.locals[ROUTE_LABEL_LOCAL];
  if (typeof label === 'string') return label;
  const route = req.route as { path?: unknown } | undefined;
  if (!route) return 'unmatched';
  let pattern = patternTexts.get(route);
  if (pattern === undefined) {
    pattern = patternText(route.path);
    patternTexts.set(route, pattern);
  }
  const joined = req.baseUrl === '' ? pattern : `${req.baseUrl}${pattern}`;
  return joined === '' ? '/' : joined;
}

function patternText(path: unknown): string {
  if (typeof path === 'string') return path;
  if (path instanceof RegExp) return String(path);
  if (Array.isArray(path)) return path.map(patternText).join('|');
  return 'pattern';
}

/**
 * One service's series of the histogram, each made at its label set's first answer and kept: by
 * route, then one slot per method and status class. An answer then costs a `res.locals` read, a
 * map lookup and the child's `observe` (see {@link httpMetrics}) — no timer, label object or string is
 * made for it (a handler's label is made once: the web edge keeps it on the cached page). Issue 33
 * bounds the figures' cost at 3 % (`npm run bench:metrics`); the cached page's profile had the old
 * per-answer `startTimer` + `end(labels)` at ~5 % of the edge's CPU, this at ~2 %.
 */
function seriesOf(service: string): (req: Request, res: Response) => TSeries {
  const byRoute = new Map<string, (TSeries | undefined)[]>();
  return (req, res) => {
    const route = routePatternOf(req, res);
    let slots = byRoute.get(route);
    if (!slots) {
      slots = [];
      byRoute.set(route, slots);
    }
    const method = METHOD_INDEX.get(req.method) ?? OTHER_METHOD;
    const statusIndex = statusClassIndex(res.statusCode);
    const slot = method * STATUS_CLASSES.length + statusIndex;
    return (slots[slot] ??= httpDuration.labels({
      service,
      method: METHODS[method] as string,
      route,
      status: STATUS_CLASSES[statusIndex] as string,
    }));
  };
}

/**
 * Records every request's duration under {@link routePatternOf} and its status class. Mount it
 * first: the pattern is read once the answer is ended, after the routers ran.
 *
 * An answer ended while the handlers ran synchronously (a page from the page cache, a 304, a probe) is
 * recorded as soon as they return; any other when it finishes (`finish`). A `finish` listener on every
 * answer cost the cached page 12–13 % of the edge's CPU per answer (`npm run bench:metrics`, 27 Nov
 * 2026: 0.155 → 0.175 ms; the listener alone, without the histogram, +12 %), against issue 33's
 * bound of 3 %; recorded inline, the cached page's figure moved by about 2 %.
 */
export function httpMetrics(service: string): RequestHandler {
  if (!metricsEnabled()) return (_req, _res, next) => next();
  const series = seriesOf(service);
  const record = (req: Request, res: Response, started: number) => {
    const status = res.statusCode;
    if (!PROBE_PATHS.has(req.path)) {
      answered.requests += 1;
      if (status >= 500) answered.errors += 1;
    }
    series(req, res).observe((performance.now() - started) / 1000);
  };
  return (req: Request, res: Response, next) => {
    const started = performance.now();
    next();
    if (res.writableEnded) record(req, res, started);
    // `on`, not `once`: an answer finishes once, and `once` would wrap the listener in two more objects
    else res.on('finish', () => record(req, res, started));
  };
}
