const SP = 0x20;
const HTAB = 0x09;

/**
 * Whether a request's `If-None-Match` names the page's current copy, so it answers `304`: `*`, or one
 * of its comma-separated tags equal to `etag` by the weak comparison HTTP asks for with this header
 * (RFC 9110 §13.1.2: `W/"x"` matches `"x"`, which a proxy that compresses sends back after weakening it).
 * @param etag - the page's strong tag, quoted
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(',', start);
    if (end === -1) end = header.length;
    let from = start;
    let to = end;
    while (from < to && isWhitespace(header.charCodeAt(from))) from += 1;
    while (to > from && isWhitespace(header.charCodeAt(to - 1))) to -= 1;
    if (header.startsWith('W/', from)) from += 2;
    const length = to - from;
    if (length === 1 && header.charCodeAt(from) === 0x2a) return true;
    if (length === etag.length && header.startsWith(etag, from)) return true;
    start = end + 1;
  }
  return false;
}

function isWhitespace(code: number): boolean {
  return code === SP || code === HTAB;
}
