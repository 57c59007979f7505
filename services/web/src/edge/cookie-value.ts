const SP = 0x20;
const HTAB = 0x09;
const DQUOTE = 0x22;

/**
 * The value of the cookie `name` in a `Cookie` header, read as cookie-parser reads it (the `cookie`
 * package's `parse`: pairs split at `;`, a pair without `=` skipped, names and values trimmed of spaces
 * and tabs, one pair of double quotes removed, `%` escapes decoded when valid, the first pair of a name
 * wins), without parsing the other cookies. undefined when there is none.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined || header.length < 2) return undefined;
  const length = header.length;
  let index = 0;
  while (index < length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = length;
    else if (eq > end) {
      // a pair without '=': go on from the last ';' before the next '='
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    const keyStart = skipWhitespace(header, index, eq);
    if (
      trimEnd(header, eq, keyStart) - keyStart === name.length &&
      header.startsWith(name, keyStart)
    )
      return valueOf(header, eq + 1, end);
    index = end + 1;
  }
  return undefined;
}

function valueOf(header: string, from: number, to: number): string {
  let start = skipWhitespace(header, from, to);
  let end = trimEnd(header, to, start);
  if (header.charCodeAt(start) === DQUOTE && header.charCodeAt(end - 1) === DQUOTE) {
    start += 1;
    end -= 1;
  }
  const value = header.slice(start, end);
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The first index from `index` (below `max`) that is not a space or tab; `max` when there is none. */
function skipWhitespace(header: string, index: number, max: number): number {
  let at = index;
  while (at < max && isWhitespace(header.charCodeAt(at))) at += 1;
  return at;
}

/** The index after the last character before `index` (down to `min`) that is not a space or tab. */
function trimEnd(header: string, index: number, min: number): number {
  let at = index;
  while (at > min && isWhitespace(header.charCodeAt(at - 1))) at -= 1;
  return at;
}

function isWhitespace(code: number): boolean {
  return code === SP || code === HTAB;
}
