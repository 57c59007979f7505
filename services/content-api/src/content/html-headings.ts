/** A heading of an HTML fragment: its level (1–6), its id (null when none) and its plain text. */
export type THtmlHeading = { level: number; id: string | null; text: string };

const HEADING = /<h([1-6])(\s[^>]*)?>([\s\S]*?)<\/h\1\s*>/gi;
const ID = /\sid="([^"]*)"/;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The text of an HTML fragment: tags dropped, character references decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code = /^#x/i.test(ref) ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED[ref.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The headings of an HTML fragment as the renderer and the sanitizer write them
 * (`<h2 id="anchor">Text</h2>`), in document order.
 */
export function htmlHeadings(html: string): THtmlHeading[] {
  return Array.from(html.matchAll(HEADING), (match) => ({
    level: Number(match[1]),
    id: ID.exec(match[2] ?? '')?.[1] ?? null,
    text: htmlText(match[3] ?? ''),
  }));
}
