import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError } from '@firm/shared/server/app-error';

/** Limits of {@link parseMultipart}. */
export type TMultipartLimits = {
  /** Longest field value in bytes; a longer one is truncated and reported. */
  maxFieldBytes: number;
  /** Fields read; later ones are ignored (unknown fields are ignored anyway). */
  maxFields: number;
  /** Whole request body in bytes. */
  maxBodyBytes: number;
};

/** A parsed form: string fields (first occurrence wins) and the names of over-long fields. */
export type TParsedForm = { fields: Record<string, string>; truncated: string[] };

/** Thrown when the body exceeds `maxBodyBytes` (mapped to 413 by the error middleware). */
export class BodyTooLargeError extends Error {
  readonly type = 'entity.too.large';
  readonly status = 413;
  constructor() {
    super('Request body too large');
  }
}

const malformed = () => new AppError('bad_request', 'Malformed request body');

/**
 * Streams a multipart/form-data body through busboy. File parts are drained and ignored.
 * @throws AppError bad_request for a malformed body, {@link BodyTooLargeError} past the limit
 */
export function parseMultipart(
  req: IncomingMessage,
  limits: TMultipartLimits,
): Promise<TParsedForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fieldNameSize: 100,
          fieldSize: limits.maxFieldBytes,
          fields: limits.maxFields,
          parts: limits.maxFields + 10,
        },
      });
    } catch {
      reject(malformed()); // e.g. no boundary
      return;
    }
    const fields: Record<string, string> = {};
    const truncated = new Set<string>();
    let bytes = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume(); // drain what is left so the connection can answer
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) return;
      if (info.valueTruncated) truncated.add(name);
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('error', () => fail(malformed()));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, truncated: [...truncated] });
    });
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.maxBodyBytes) fail(new BodyTooLargeError());
    });
    req.on('error', () => fail(malformed()));
    req.on('aborted', () => fail(malformed()));
    req.pipe(parser);
  });
}
