/** The copies of a page the cache keeps, by content coding. */
export type TPageEncoding = 'br' | 'gzip' | 'identity';

/** One element of `Accept-Encoding`: its coding as sent, its weight and its position. */
type TAccepted = { coding: string; q: number; index: number };

/** How well one coding of ours is accepted (negotiator's "priority"). */
type TPriority = {
  coding: TPageEncoding;
  q: number;
  specificity: number;
  order: number;
  rank: number;
};

const PROVIDED: readonly TPageEncoding[] = ['br', 'gzip', 'identity'];
const SP = 0x20;
const HTAB = 0x09;
const COMMA = 0x2c;
const SEMI = 0x3b;
const EQ = 0x3d;
const DQUOTE = 0x22;
const BSLASH = 0x5c;

/**
 * The copy of a page to send for a request's `Accept-Encoding`: the best-weighted coding, read as Express
 * reads the header (negotiator 1.x: an exact name's weight before `*`'s; `identity` acceptable unless
 * refused, at the lowest weight named), and at equal weight brotli, then gzip, then identity — the order
 * the edge's compression middleware prefers, so a browser that sends `gzip, deflate, br, zstd` gets the
 * smaller brotli copy; `identity` when all three are refused. Written out so the page cache's hits need
 * not build Express's request; `accept-encoding.test.ts` checks it against negotiator.
 */
export function pageEncoding(header: string | undefined): TPageEncoding {
  const accepted = parseAcceptEncoding(header ?? '');
  let best: TPriority | undefined;
  for (let rank = 0; rank < PROVIDED.length; rank += 1) {
    const priority = priorityOf(PROVIDED[rank]!, rank, accepted);
    if (priority.q > 0 && (best === undefined || compare(priority, best) < 0)) best = priority;
  }
  return best?.coding ?? 'identity';
}

/**
 * Sort order of two accepted codings: negative when `a` goes first (negotiator's comparison when the
 * caller names preferred codings: weight, then the preferred order br, gzip, identity).
 */
function compare(a: TPriority, b: TPriority): number {
  return b.q - a.q || a.rank - b.rank;
}

/** The element of the header that decides how `coding` is accepted (negotiator's `getEncodingPriority`). */
function priorityOf(coding: TPageEncoding, rank: number, accepted: TAccepted[]): TPriority {
  let priority: TPriority = { coding, q: 0, specificity: 0, order: -1, rank };
  for (const element of accepted) {
    const specificity = specificityOf(coding, element.coding);
    if (specificity < 0) continue;
    // negotiator's comparison as written: a NaN weight compares as equal and the later element wins
    if (
      (priority.specificity - specificity ||
        priority.q - element.q ||
        priority.order - element.index) < 0
    )
      priority = { coding, q: element.q, specificity, order: element.index, rank };
  }
  return priority;
}

/** 1 when the header names `coding` itself, 0 for `*`, -1 when the element does not apply. */
function specificityOf(coding: string, named: string): number {
  if (named.toLowerCase() === coding) return 1;
  return named === '*' ? 0 : -1;
}

/**
 * The header's elements as negotiator reads them (content-type's parser with commas as separators:
 * parameters after `;`, quoted values, the first `q` wins), with `identity` added at the lowest weight
 * named when neither it nor `*` is.
 */
function parseAcceptEncoding(header: string): TAccepted[] {
  const accepted: TAccepted[] = [];
  let hasIdentity = false;
  let minQuality = 1;
  let count = 0;
  let index = 0;
  const length = header.length;
  while (index < length) {
    const start = skipWhitespace(header, index, length);
    let end = start;
    while (end < length && header.charCodeAt(end) !== SEMI && header.charCodeAt(end) !== COMMA)
      end += 1;
    const coding = header.slice(start, trimEnd(header, start, end));
    const parsed = readQuality(header, end, length);
    if (coding) {
      const q = parsed.q ? parseFloat(parsed.q) : 1;
      accepted.push({ coding, q, index: count });
      hasIdentity ||= specificityOf('identity', coding) >= 0;
      minQuality = Math.min(minQuality, q || 1);
    }
    count += 1;
    index = parsed.end + 1;
  }
  if (!hasIdentity) accepted.push({ coding: 'identity', q: minQuality, index: count });
  return accepted;
}

/**
 * Reads an element's parameters from `index` (its `;` or the end of the element) to the comma that ends
 * it: returns the first `q` parameter's value (trimmed, unquoted) and where the element ends.
 */
function readQuality(header: string, from: number, length: number): { q?: string; end: number } {
  let q: string | undefined;
  let index = from;
  parameter: while (index < length) {
    if (header.charCodeAt(index) === COMMA) break;
    index = skipWhitespace(header, index + 1, length);
    const keyStart = index;
    while (index < length) {
      const code = header.charCodeAt(index);
      if (code === COMMA) break parameter;
      if (code === SEMI) continue parameter;
      if (code === EQ) {
        const isQ = header.slice(keyStart, trimEnd(header, keyStart, index)).toLowerCase() === 'q';
        index = skipWhitespace(header, index + 1, length);
        if (index < length && header.charCodeAt(index) === DQUOTE) {
          index += 1;
          let value = '';
          while (index < length) {
            const char = header.charCodeAt(index);
            index += 1;
            if (char === DQUOTE) {
              index = skipToSeparator(header, index, length);
              if (isQ && q === undefined) q = value;
              break;
            }
            if (char === BSLASH && index < length) {
              value += header[index];
              index += 1;
              continue;
            }
            value += String.fromCharCode(char);
          }
          continue parameter;
        }
        const valueStart = index;
        index = skipToSeparator(header, index, length);
        if (isQ && q === undefined)
          q = header.slice(valueStart, trimEnd(header, valueStart, index));
        continue parameter;
      }
      index += 1;
    }
  }
  return { q, end: index };
}

function skipToSeparator(header: string, index: number, length: number): number {
  let at = index;
  while (at < length && header.charCodeAt(at) !== SEMI && header.charCodeAt(at) !== COMMA) at += 1;
  return at;
}

function skipWhitespace(header: string, index: number, length: number): number {
  let at = index;
  while (at < length && (header.charCodeAt(at) === SP || header.charCodeAt(at) === HTAB)) at += 1;
  return at;
}

function trimEnd(header: string, start: number, end: number): number {
  let at = end;
  while (at > start && (header.charCodeAt(at - 1) === SP || header.charCodeAt(at - 1) === HTAB))
    at -= 1;
  return at;
}
