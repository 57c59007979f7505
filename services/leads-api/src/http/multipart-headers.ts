import { FIELD_VCHAR, TOKEN } from './multipart-chars';

/** The headers of a part that matter to a form, with the index where its body starts. */
export type TPartHeaders = {
  /** First `Content-Disposition` value (latin1), if any. */
  disposition: string | undefined;
  /** First `Content-Type` value (latin1), if any. */
  contentType: string | undefined;
  /** Index just after the blank line that ends the header block. */
  bodyStart: number;
};

const HT = 9;
const LF = 10;
const CR = 13;
const SP = 32;
const COLON = 58;
/** busboy (and node) take at most 16 KB of part headers and keep at most 1999 fields. */
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_HEADER_PAIRS = 2000;

const DISPOSITION = Buffer.from('content-disposition');
const CONTENT_TYPE = Buffer.from('content-type');

/** True when the token `buf[start, end)` is `lowerName` in any case (letters and `-` only). */
function isHeaderName(buf: Buffer, start: number, end: number, lowerName: Buffer): boolean {
  if (end - start !== lowerName.length) return false;
  // A token byte ORed with 0x20 is a given lower-case letter or `-` only if it is that letter
  // (in either case) or `-`.
  for (let i = 0; i < lowerName.length; ++i) {
    if ((buf[start + i]! | 0x20) !== lowerName[i]) return false;
  }
  return true;
}

/**
 * Reads the header block of a part from `buf[start]` up to the blank line, which must end before
 * `limit` (the part's closing delimiter). Same grammar as busboy's HeaderParser: `name: value`
 * lines with token names, optional whitespace after the colon, folded (obs-fold) continuation
 * lines kept with their leading whitespace, CRLF line ends, at least one header, 16 KB at most
 * (counted as busboy counts them, a few bytes over the real size).
 * @returns undefined when the block is malformed, too large or not ended before `limit`
 */
export function readPartHeaders(
  buf: Buffer,
  start: number,
  limit: number,
): TPartHeaders | undefined {
  let disposition: string | undefined;
  let contentType: string | undefined;
  let lines = 0;
  let folds = 0;
  let pos = start;
  for (;;) {
    const nameStart = pos;
    while (pos < limit && TOKEN[buf[pos]!] === 1) ++pos;
    if (pos === nameStart || pos === limit || buf[pos] !== COLON) return undefined;
    // busboy keeps the first value of a header among the first 1999 lines.
    const kept = lines + 1 < MAX_HEADER_PAIRS;
    const isDisposition =
      kept && disposition === undefined && isHeaderName(buf, nameStart, pos, DISPOSITION);
    const isContentType =
      kept && contentType === undefined && isHeaderName(buf, nameStart, pos, CONTENT_TYPE);
    ++pos;
    while (pos < limit && (buf[pos] === SP || buf[pos] === HT)) ++pos;
    let value = '';
    for (;;) {
      const segmentStart = pos;
      while (pos < limit && FIELD_VCHAR[buf[pos]!] === 1) ++pos;
      if (pos + 2 >= limit || buf[pos] !== CR || buf[pos + 1] !== LF) return undefined;
      if (isDisposition || isContentType) value += buf.toString('latin1', segmentStart, pos);
      pos += 2;
      if (buf[pos] !== SP && buf[pos] !== HT) break;
      ++folds;
    }
    if (isDisposition) disposition = value;
    else if (isContentType) contentType = value;
    ++lines;
    // busboy counts the first byte of every value, of every name but the first and of every
    // folded line twice.
    const overcount = 2 * lines - 1 + folds;
    if (pos - start + overcount > MAX_HEADER_BYTES) return undefined;
    if (buf[pos] === CR) {
      if (pos + 1 >= limit || buf[pos + 1] !== LF) return undefined;
      if (pos + 2 - start + overcount > MAX_HEADER_BYTES) return undefined;
      return { disposition, contentType, bodyStart: pos + 2 };
    }
  }
}
