import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';

/** Writes a file of the export (its folders made as needed). */
export function writeExportFile(root: string, file: string, text: string): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** Writes a JSON file as the content folder writes them (two spaces, a final newline). */
export function writeJsonFile(root: string, file: string, value: unknown): void {
  writeExportFile(root, file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes a Markdown file with its YAML front matter (none when `front` is null). */
export function writeMarkdownFile(
  root: string,
  file: string,
  front: Record<string, unknown> | null,
  body: string,
): void {
  // no folded lines: one field, one line, as the firm writes them
  const head = front ? `---\n${stringify(front, { lineWidth: 0 }).trimEnd()}\n---\n` : '';
  writeExportFile(root, file, `${head}${body}`);
}

/**
 * Names media by their library name again (`/images/files/vawa.4f1c2a9e.jpg` → `/images/files/vawa.jpg`):
 * the content folder refers to its files by the names they have in `media/`.
 */
export function sourceLinks(text: string, sourceOf: (name: string) => string): string {
  return text.replace(
    /(\/images\/files\/)([A-Za-z0-9._-]+)/g,
    (_whole, prefix: string, name: string) => `${prefix}${sourceOf(name)}`,
  );
}
