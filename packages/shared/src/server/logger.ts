import { pino, type DestinationStream, type Logger } from 'pino';
import { activeTraceIds } from './trace-context';

/** Fields that may carry a visitor's personal data; they never reach a log line. */
export const REDACTED_PATHS = [
  'nombre',
  'email',
  'phone',
  'mensaje',
  '*.nombre',
  '*.email',
  '*.phone',
  '*.mensaje',
  '*.name',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/**
 * The one pino factory of the project: JSON logs with the service name, personal data redacted,
 * and the trace and span ids (`trace_id`, `span_id`) of the active span when tracing is on.
 * @param service - name written on every line
 * @param level - pino level; defaults to `LOG_LEVEL` or `info` (`silent` under jest)
 * @param destination - where the lines go @defaultValue stdout (tests capture them)
 */
export function createLogger(
  service: string,
  level?: string,
  destination?: DestinationStream,
): Logger {
  const fallback = process.env.JEST_WORKER_ID ? 'silent' : 'info';
  const options = {
    name: service,
    level: level ?? process.env.LOG_LEVEL ?? fallback,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service },
    mixin: () => activeTraceIds() ?? {},
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
