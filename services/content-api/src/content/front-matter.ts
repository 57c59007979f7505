import { parse } from 'yaml';

/** A Markdown file split into its YAML front matter and its body. */
export type TFrontMatterFile = { data: unknown; body: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Splits `--- yaml ---` front matter from a Markdown text.
 * @throws Error when the text has no front matter
 */
export function parseFrontMatter(text: string): TFrontMatterFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error('missing front matter (--- ... ---) at the top of the file');
  return { data: parse(match[1] ?? '') as unknown, body: text.slice(match[0].length) };
}
