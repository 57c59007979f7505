/** The ellipsis a shortened text ends with (one character, read as "…" by screen readers). */
export const ELLIPSIS = '…';

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    // Not a character (NaN, out of range, a lone surrogate): keep the text as written.
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return entity;
    if (code >= 0xd800 && code <= 0xdfff) return entity;
    return String.fromCodePoint(code);
  }
  return NAMED_ENTITIES[body] ?? entity;
}

/**
 * The readable text of a fragment of sanitized HTML, on the server and in the browser alike (no DOM):
 * tags removed, block boundaries and line breaks turned into spaces, the common entities decoded and
 * runs of white space collapsed. Scripts and styles never reach here (the content was sanitized on import).
 * @param html - e.g. `<p>Llegué a la oficina&nbsp;<strong>sin</strong> saber…</p>`
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(p|br|li|ul|ol|h[1-6]|blockquote|div|tr|td|th|figure|figcaption)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) =>
      decodeEntity(entity, body),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A text cut to at most `max` characters (counted as the visitor sees them: an emoji or an accented
 * letter is one), at the last word boundary when there is one, with trailing punctuation and spaces
 * removed and the ellipsis added. A text that fits is returned unchanged.
 * @param text - plain text
 * @param max - most characters kept before the ellipsis
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  // The word at the limit is whole when a space or a punctuation mark follows it.
  const nextIsBoundary = /[\s\p{P}]/u.test(chars[max] ?? ' ');
  const lastSpace = cut.search(/\s\S*$/);
  // Cut inside a word: go back to the space before it (unless the text is one long word).
  const kept = nextIsBoundary || lastSpace <= 0 ? cut : cut.slice(0, lastSpace);
  return kept.replace(/[\s,;:.\-–—]+$/u, '') + ELLIPSIS;
}

/**
 * The text of an HTML fragment, shortened to at most `max` characters plus an ellipsis (SPEC §9: the
 * attorney pages' client testimonials show 300). The result is text, so it is safe to render as a child.
 * @param html - sanitized HTML from the content service
 * @param max - most characters kept before the ellipsis
 */
export function truncateHtml(html: string, max: number): string {
  return truncateText(htmlToText(html), max);
}
