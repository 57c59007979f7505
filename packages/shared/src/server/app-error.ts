import type { TMessageKey } from '../i18n/messages';

/** The codes an operational error can carry, and the HTTP status each maps to. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error type of the project: an operational error with a code and a safe message. With a
 * `messageKey`, the answer carries that message in the visitor's language instead of `message`.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: unknown,
    readonly messageKey?: TMessageKey,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** True when a pg/ioredis error means the database or Redis cannot be reached. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'ETIMEDOUT' ||
    code === 'ECONNRESET' ||
    code === '57P01' ||
    code === '57P03' ||
    code === '3D000' ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(message)
  );
}
