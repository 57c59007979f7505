/**
 * Form and visa names (I-129F, I-918, K-1) and phone numbers (1-800-799-7233): Chromium breaks a line
 * after their hyphens, which leaves "I-" at the end of a line on a phone. These helpers find them so a
 * page can keep each one on one line.
 */
const WHOLE = /\b(?:[A-Z]{1,2}-\d+[A-Z]?|\d{1,3}(?:-\d{3,4}){2,3})\b/g;

/** A piece of text: plain, or a name or number to keep on one line. */
export type TTextPiece = { text: string; whole: boolean };

/**
 * Splits a text into plain pieces and the names and numbers to keep whole, in order.
 * @param text - plain text (no HTML)
 */
export function splitKeepWhole(text: string): TTextPiece[] {
  const pieces: TTextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(WHOLE)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), whole: false });
    pieces.push({ text: match[0], whole: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), whole: false });
  return pieces;
}

/**
 * Wraps each name and number in the text of sanitized HTML in `<span class="…">`; tags and their
 * attributes are left as they are.
 * @param html - HTML from the content service (sanitized on import)
 * @param className - the class that keeps a span on one line
 */
export function keepWholeInHtml(html: string, className: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<') ? part : part.replace(WHOLE, `<span class="${className}">$&</span>`),
    )
    .join('');
}
