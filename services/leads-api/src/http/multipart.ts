import type { IncomingMessage } from 'node:http';
import { boundaryOf, malformedBody, parseMultipartBody } from './multipart-body';

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

/**
 * Reads a multipart/form-data body (at most `maxBodyBytes`, so it is buffered) and parses it in
 * one synchronous pass (multipart-body.ts); file parts are ignored. It replaced busboy 1.6 (for
 * its CPU cost) and gives busboy's result, checked by multipart.differential.test.ts, except:
 * - a 400 where busboy drops or mixes data silently: anything but `--` or CRLF after a boundary
 *   (transport padding included; busboy skips the part), a part whose headers do not end before
 *   the next boundary (busboy reads the next part as their continuation), `boundary=""`;
 * - a 400 where busboy never answered (a header block cut by a boundary, then `--`) or crashed
 *   the process (a body ending inside a file part: an unhandled 'error' on its file stream);
 * - a part without a name is ignored (busboy: a field named `undefined`); `name*` (RFC 5987)
 *   names a part without `name` (busboy ignores it); names over 100 bytes are skipped (busboy
 *   applies `fieldNameSize` to urlencoded forms only); a charset busboy cannot decode is read as
 *   UTF-8 (busboy: the value `undefined`);
 * - the epilogue is always ignored (busboy parses the rest of a chunk after the closing boundary:
 *   fields or an error from it, depending on how the body was chunked);
 * - a body over the limit is a 413 even when malformed early (busboy could answer 400 first); a
 *   request that closes before its end is a 400 (it was left pending).
 * @throws AppError bad_request for a malformed body, {@link BodyTooLargeError} past the limit
 */
export function parseMultipart(
  req: IncomingMessage,
  limits: TMultipartLimits,
): Promise<TParsedForm> {
  return new Promise((resolve, reject) => {
    const boundary = boundaryOf(req.headers['content-type']);
    if (boundary === undefined) {
      reject(malformedBody());
      return;
    }
    let chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // Takes a factory: 'close' follows every 'end', and an error's stack is costly to build.
    const fail = (error: () => Error) => {
      if (settled) return;
      settled = true;
      chunks = [];
      req.resume(); // drain what is left so the connection can answer
      reject(error());
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limits.maxBodyBytes) fail(() => new BodyTooLargeError());
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      chunks = [];
      try {
        resolve(parseMultipartBody(body, boundary, limits));
      } catch {
        reject(malformedBody()); // never anything but a 400 for a body that does not parse
      }
    });
    req.on('error', () => fail(malformedBody));
    req.on('aborted', () => fail(malformedBody));
    req.on('close', () => fail(malformedBody)); // closed before 'end'; a no-op after it
  });
}
