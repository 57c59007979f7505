import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { bodyTooLarge, malformedBody, unsupportedBody } from '@firm/shared/server/body-limits';

/** Limits of {@link readMultipart} (bytes and counts). */
export type TMultipartLimits = {
  /** Longest field value; a longer one is a 413. */
  maxFieldBytes: number;
  /** Most fields; one more is a 413. */
  maxFields: number;
  /** Whole request body; more is a 413. */
  maxBodyBytes: number;
};

/**
 * Reads a `multipart/form-data` body with busboy into its string fields (the first of a repeated
 * name wins; file parts and parts without a name are skipped). The body is gathered first (it is at
 * most `maxBodyBytes`) and handed to busboy whole, so busboy has parsed all of it when `end()`
 * returns and settles within the ticks that follow.
 * @returns the fields
 * @throws AppError 400 for a body that cannot be read (no boundary, malformed, cut short, or a
 *   request that fails or closes first), 413 past a limit, 415 for a part in a charset busboy cannot
 *   decode
 */
export function readMultipart(
  req: IncomingMessage,
  limits: TMultipartLimits,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error, fields?: Record<string, string>) => {
      if (settled) return;
      settled = true;
      if (error) {
        req.resume(); // drain what is left so the connection can answer
        reject(error);
      } else resolve(fields ?? {});
    };
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limits.maxBodyBytes) settle(bodyTooLarge());
      else chunks.push(chunk);
    });
    // A request that fails, is aborted or closes before its end cannot be read.
    let ended = false;
    const cutShort = () => {
      if (!ended) settle(malformedBody());
    };
    req.on('error', cutShort);
    req.on('aborted', cutShort);
    req.on('close', cutShort);
    req.on('end', () => {
      ended = true;
      if (settled) return;
      parseBody(req, Buffer.concat(chunks, size), limits).then(
        (fields) => settle(undefined, fields),
        (error: Error) => settle(error),
      );
    });
  });
}

/** Parses a whole body with busboy (see {@link readMultipart}). */
function parseBody(
  req: IncomingMessage,
  body: Buffer,
  limits: TMultipartLimits,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // fieldSize one byte over the limit: busboy flags a value that reaches fieldSize as truncated.
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fieldSize: limits.maxFieldBytes + 1, fields: limits.maxFields },
      });
    } catch {
      reject(malformedBody()); // not multipart/form-data, or no boundary
      return;
    }
    const fields: Record<string, string> = {};
    parser.on('field', (name: string | undefined, value: string | undefined, info) => {
      if (info.valueTruncated) reject(bodyTooLarge());
      else if (value === undefined) reject(unsupportedBody('charset'));
      else if (name !== undefined && !Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('fieldsLimit', () => reject(bodyTooLarge()));
    // Files are skipped, but busboy destroys a file cut short by the body's end with an error:
    // without this listener that error is unhandled and stops the process.
    parser.on('file', (_name, file) => file.on('error', () => undefined).resume());
    parser.on('error', () => reject(malformedBody()));
    parser.on('close', () => resolve(fields));
    parser.end(body);
    // A part whose header block runs into the next boundary becomes a file that is opened only
    // by busboy's final flush and never ended: busboy then never settles. Every other outcome has
    // settled by now (busboy works in this turn and in the ticks after end()), so this is a 400.
    setImmediate(() => reject(malformedBody()));
  });
}
