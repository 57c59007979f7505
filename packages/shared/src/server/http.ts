import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
} from 'node:http';
import type {
  ErrorRequestHandler,
  Express,
  Request,
  RequestHandler,
  Response,
  Router,
} from 'express';
import express from 'express';
import { AppError, isConnectionError } from './app-error';
import type { Logger } from './logger';
import { localeFromAcceptLanguage } from '../i18n/accept-language';
import { isLocale, type TLocale } from '../i18n/locale';
import { t, type TMessageKey } from '../i18n/messages';

/** A named readiness check: resolves when the dependency answers. */
export type TReadinessCheck = { name: string; check: () => Promise<unknown> };

/** `/healthz` (the process is alive) and `/readyz` (every dependency answers, else 503). */
export function healthRoutes(checks: TReadinessCheck[]): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 1000);
          return { name, ok: true };
        } catch {
          return { name, ok: false };
        }
      }),
    );
    const ok = results.every((r) => r.ok);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', checks: results });
  });
  return router;
}

/** Rejects when `promise` does not settle within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The request's id: the caller's `X-Request-Id` when it is a plain token, else a new one. Takes Node's
 * request (the web edge answers its page-cache hits before Express) as well as Express's.
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** Gives each request an id (kept from `X-Request-Id` when sent) and a child logger. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    res.locals.requestId = id;
    res.locals.log = logger.child({ requestId: id });
    // The access line is a debug line: at the usual levels no listener is added per request.
    if (logger.isLevelEnabled('debug')) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        (res.locals.log as Logger).debug(
          { method: req.method, path: req.path, status: res.statusCode, ms },
          'request',
        );
      });
    }
    next();
  };
}

/**
 * The language of an error answer: the one the route resolved (`res.locals.locale`), else the
 * visitor's browser's (`Accept-Language`), else the site's default.
 */
export function localeOf(req: Request, res: Response): TLocale {
  const resolved: unknown = res.locals.locale;
  return isLocale(resolved) ? resolved : localeFromAcceptLanguage(req.get('accept-language'));
}

/** A body parser's error for a client mistake (http-errors: a 4xx status), as its status and message. */
function clientMistake(error: unknown): { status: number; key: TMessageKey } | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  if (status === 413) return { status, key: 'request.tooLarge' };
  if (status === 415) return { status, key: 'request.unsupported' };
  return { status: 400, key: 'request.malformed' };
}

/**
 * The one error middleware of a service: an {@link AppError} answers with its status and
 * `{ status: 'error', message, ... }` (its message in the visitor's language when it names one); a
 * body parser's client error (malformed 400, too large or too many fields 413, unsupported charset or
 * encoding 415) answers that 4xx in the visitor's language; a lost database/Redis answers 503;
 * anything else 500 — both also in the visitor's language, in the same shape. Only server faults are
 * logged as errors, and never with the request body.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const log: Logger = (res.locals.log as Logger | undefined) ?? logger;
    if (res.headersSent) return;
    if (error instanceof AppError) {
      const details = error.details && typeof error.details === 'object' ? error.details : {};
      const message = error.messageKey ? t(localeOf(req, res), error.messageKey) : error.message;
      res.status(error.status).json({ status: 'error', message, ...details });
      return;
    }
    const mistake = clientMistake(error);
    if (mistake) {
      // the type only: body parsers attach the raw body (a lead's name, phone…) to their errors
      log.info({ status: mistake.status, type: (error as { type?: string }).type }, 'client error');
      res
        .status(mistake.status)
        .json({ status: 'error', message: t(localeOf(req, res), mistake.key) });
      return;
    }
    if (isConnectionError(error)) {
      log.error({ err: withoutBody(error) }, 'dependency unavailable');
      res
        .status(503)
        .json({ status: 'error', message: t(localeOf(req, res), 'server.unavailable') });
      return;
    }
    log.error({ err: withoutBody(error) }, 'unhandled error');
    res.status(500).json({ status: 'error', message: t(localeOf(req, res), 'server.internal') });
  };
}

/** An error as logged: never with a `body` (body parsers keep the raw request there). */
function withoutBody(error: unknown): unknown {
  if (!(error instanceof Error) || !('body' in error)) return error;
  const { body: _body, ...rest } = error as Error & { body?: unknown };
  return { ...rest, name: error.name, message: error.message, stack: error.stack };
}

/**
 * Listens on `port`; a port already in use rejects with a message naming it.
 * @param app - an Express app, or a listener that answers some requests itself before one (the web edge)
 * @param host - the interface @defaultValue '0.0.0.0'
 * @param options - Node's HTTP server options (timeouts), for a server facing the visitors
 */
export function listen(
  app: Express | RequestListener,
  port: number,
  host = '0.0.0.0',
  options: ServerOptions = {},
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(options, app);
    server.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new Error(`Port ${port} is already in use`));
      else reject(error);
    });
  });
}

// Set once a shutdown starts: from then on, errors of connections being closed are expected.
let shuttingDown = false;

/** During a shutdown: a dropped connection is a warning, anything else an error; neither exits. */
function logShutdownError(logger: Logger, error: unknown): void {
  if (isConnectionError(error)) logger.warn({ err: error }, 'connection closed during shutdown');
  else logger.error({ err: error }, 'error during shutdown');
}

/**
 * Runs `close` once on SIGTERM/SIGINT, then exits; an 8 s timeout forces the exit (the launcher
 * kills what is left at 10 s).
 */
export function onShutdown(logger: Logger, close: () => Promise<void>): void {
  const handler = (signal: string) => {
    // Ctrl-C reaches every process of the group and the launcher then sends SIGTERM too: one
    // shutdown is enough, the 8 s timer bounds it
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    // the database may be stopping at the same moment: a connection it drops is expected now
    process.on('uncaughtException', (error) => logShutdownError(logger, error));
    const force = setTimeout(() => process.exit(1), 8_000);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        if (isConnectionError(error)) process.exit(0);
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => handler('SIGTERM'));
  process.on('SIGINT', () => handler('SIGINT'));
}

/**
 * Makes a promise rejection that nobody handled fatal: it is logged (level fatal, with the error)
 * and the process exits with code 1, for its supervisor (the launcher, the container's restart
 * policy) to start a clean one. Node alone would also exit, but with a bare stack trace on stderr
 * instead of a log line. During a shutdown ({@link onShutdown}) such a rejection is only logged,
 * as an uncaught exception then is.
 * @param logger - the service's logger
 */
export function exitOnUnhandledRejection(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (shuttingDown) {
      logShutdownError(logger, reason);
      return;
    }
    logger.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    process.exit(1);
  });
}

/** Closes an HTTP server, resolving when open connections are done. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections?.();
  });
}
