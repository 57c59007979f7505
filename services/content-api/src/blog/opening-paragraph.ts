/** The first `<p>` element of an HTML body (the whole body when it has none). */
export function openingParagraph(html: string): string {
  const match = /<p>[\s\S]*?<\/p>/.exec(html);
  return match ? match[0] : html;
}
