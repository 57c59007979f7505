import { malformedBody } from '@firm/shared/server/body-limits';
import type { TMultipartLimits, TParsedForm } from './multipart';
import { readPartHeaders } from './multipart-headers';
import { charsetDecoding } from './multipart-charset';
import { parseContentType, parseDisposition } from './multipart-params';

const LF = 10;
const CR = 13;
const DASH = 45;
/** Longer field names are skipped (busboy's `fieldNameSize` as configured before). */
const MAX_NAME_BYTES = 100;
/** Parts read beyond `maxFields` (files, nameless parts): busboy's `parts` limit as configured. */
const EXTRA_PARTS = 10;

/** The 400 of a body that is not well-formed multipart/form-data (in the visitor's language). */
export { malformedBody };

/**
 * The boundary of a `multipart/form-data` content type (type and parameter names are
 * case-insensitive, the value a token or a quoted-string), as busboy reads it.
 * @returns undefined when the header is not multipart/form-data or has no boundary; busboy takes
 * `boundary=""` (it then splits on a bare `--`), this does not
 */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (typeof contentType !== 'string') return undefined;
  const parsed = parseContentType(contentType);
  if (!parsed || parsed.type !== 'multipart' || parsed.subtype !== 'form-data') return undefined;
  return parsed.params.boundary || undefined;
}

/** A form-data part that is a field: its name (if any) and where its value lies in the body. */
type TFieldPart = { name: string | undefined; start: number; end: number; charset: string };

/**
 * Reads the part between `start` (after the boundary line) and `end` (its closing delimiter).
 * @returns the field, or undefined for a part busboy does not report as a field (no form-data
 * disposition, or a file: a `filename`/`filename*` parameter or `application/octet-stream`)
 * @throws AppError bad_request when its header block is malformed or not ended before `end`
 */
function readPart(body: Buffer, start: number, end: number): TFieldPart | undefined {
  // busboy keeps parsing headers across the next delimiter and then takes the following part's
  // bytes as this part's headers or value: a 400 here instead.
  const headers = readPartHeaders(body, start, end);
  if (headers === undefined) throw malformedBody();
  const disposition =
    headers.disposition === undefined ? undefined : parseDisposition(headers.disposition);
  if (disposition === undefined || disposition.type !== 'form-data') return undefined;
  const { params } = disposition;
  let isOctetStream = false;
  let charset = 'utf8';
  if (headers.contentType !== undefined) {
    const contentType = parseContentType(headers.contentType);
    if (contentType !== undefined) {
      isOctetStream = contentType.type === 'application' && contentType.subtype === 'octet-stream';
      charset = contentType.params.charset?.toLowerCase() ?? charset;
    }
  }
  if (params.filenameExt || params.filename || isOctetStream) return undefined;
  // busboy ignores `name*` (reports such a part without a name); it is the fallback here.
  const name = params.name || params.nameExt || undefined;
  return { name, start: headers.bodyStart, end, charset };
}

/** True when `body` opens with `--boundary` (`delimiter` without its leading CRLF). */
function opensWithBoundary(body: Buffer, delimiter: Buffer): boolean {
  const length = delimiter.length - 2;
  return body.length >= length && body.compare(delimiter, 2, delimiter.length, 0, length) === 0;
}

/**
 * Parses a whole multipart/form-data body: busboy 1.6's result with the options the streaming
 * parser used (fieldSize: maxFieldBytes, fields: maxFields, parts: maxFields + 10), but for the
 * differences listed on `parseMultipart` (multipart.ts).
 * @throws AppError bad_request when the body is malformed or ends before its closing boundary
 */
export function parseMultipartBody(
  body: Buffer,
  boundary: string,
  limits: TMultipartLimits,
): TParsedForm {
  // busboy searches with the boundary as UTF-8 (streamsearch's Buffer.from(string)).
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const maxParts = limits.maxFields + EXTRA_PARTS;
  const fields: Record<string, string> = {};
  const truncated: string[] = [];
  let parts = 0;
  let fieldCount = 0;
  let at = opensWithBoundary(body, delimiter) ? -2 : body.indexOf(delimiter);
  for (;;) {
    if (at === -1) throw malformedBody(); // no closing boundary
    const lineEnd = at + delimiter.length;
    if (lineEnd + 2 > body.length) throw malformedBody();
    if (body[lineEnd] === DASH && body[lineEnd + 1] === DASH) return { fields, truncated };
    // busboy skips whatever follows a boundary other than `--` or CRLF (transport padding too)
    // up to the next delimiter, dropping that part silently: a 400 here instead.
    if (body[lineEnd] !== CR || body[lineEnd + 1] !== LF) throw malformedBody();
    // The CRLF after the boundary may open the next delimiter: `--b\r\n--b` is an empty part
    // that busboy counts and skips, and so does this.
    const next = body.indexOf(delimiter, lineEnd);
    if (next === -1) throw malformedBody();
    if (++parts <= maxParts && next > lineEnd) {
      const field = readPart(body, lineEnd + 2, next);
      if (field !== undefined && fieldCount++ < limits.maxFields) {
        addField(body, field, limits.maxFieldBytes, fields, truncated);
      }
    }
    at = next;
  }
}

/** Decodes a field into `fields` (first occurrence wins), cutting it at `maxBytes` as busboy. */
function addField(
  body: Buffer,
  field: TFieldPart,
  maxBytes: number,
  fields: Record<string, string>,
  truncated: string[],
): void {
  const { name, start, end } = field;
  // busboy reports a nameless part under `undefined` (and the old code stored it so) and
  // never applied fieldNameSize to multipart names: both are skipped here.
  if (name === undefined || (name.length * 3 > MAX_NAME_BYTES && isLongName(name))) return;
  // busboy flags a value that reaches the limit, even one exactly maxBytes long.
  if (end - start >= maxBytes && end > start && !truncated.includes(name)) truncated.push(name);
  if (Object.hasOwn(fields, name)) return;
  // Cut at a byte: a split UTF-8 sequence decodes to U+FFFD, as in busboy.
  const encoding = charsetDecoding(field.charset) ?? 'utf8';
  fields[name] = body.toString(encoding, start, Math.min(end, start + maxBytes));
}

function isLongName(name: string): boolean {
  return Buffer.byteLength(name) > MAX_NAME_BYTES;
}
