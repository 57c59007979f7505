import { diffLines } from 'diff';
import { canonicalJson, isPlainObject } from '@firm/shared/studio/canonical-json';

/** One run of lines of a field's diff: the same in both, only in the revision, or only in the current text. */
export type TDiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** A field that differs between a revision and the current text, with its line diff. */
export type TFieldDiff = { path: string; parts: TDiffPart[] };

/**
 * A document as dotted paths (`es.titulo`, `es.blocks.body`, `featured`) and each field's text: a
 * string as it is, a list (the in-page index) one entry a line, each as JSON with its keys in order
 * (so that two revisions differ only where their values do), anything else as JSON.
 */
export function fieldTexts(document: unknown, prefix = ''): Map<string, string> {
  const fields = new Map<string, string>();
  if (isPlainObject(document)) {
    for (const [key, value] of Object.entries(document))
      for (const [path, text] of fieldTexts(value, prefix ? `${prefix}.${key}` : key))
        fields.set(path, text);
    return fields;
  }
  if (document === undefined) return fields;
  fields.set(
    prefix,
    typeof document === 'string'
      ? document
      : Array.isArray(document)
        ? document.map((entry) => canonicalJson(entry)).join('\n')
        : canonicalJson(document),
  );
  return fields;
}

/** A text ending with a line break, so that the last lines of two texts compare as lines. */
const asLines = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/**
 * The fields whose text differs between a revision and the current text, in the order of `order` (the
 * editor's order of fields) and then by path, each with a line diff from the revision to the current
 * text (jsdiff's `diffLines`).
 */
export function documentDiff(
  revision: unknown,
  current: unknown,
  order: string[] = [],
): TFieldDiff[] {
  const before = fieldTexts(revision);
  const after = fieldTexts(current);
  const rank = (path: string) => {
    const at = order.indexOf(path);
    return at < 0 ? order.length : at;
  };
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((path) => (before.get(path) ?? '') !== (after.get(path) ?? ''))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((path) => ({
      path,
      parts: diffLines(asLines(before.get(path) ?? ''), asLines(after.get(path) ?? '')).map(
        (change) => ({
          kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
          text: change.value,
        }),
      ),
    }));
}

/** How many unchanged lines a diff shows at each side of a change. */
export const CONTEXT_LINES = 2;

/**
 * An unchanged run of lines shortened to its first and last {@link CONTEXT_LINES} lines around the
 * changes (all of it when short), with how many lines were left out.
 */
export function shortenSame(
  text: string,
  first: boolean,
  last: boolean,
): { head: string; skipped: number; tail: string } {
  const lines = text.replace(/\n$/, '').split('\n');
  const keepHead = first ? 0 : CONTEXT_LINES;
  const keepTail = last ? 0 : CONTEXT_LINES;
  if (lines.length <= keepHead + keepTail + 1)
    return { head: lines.join('\n'), skipped: 0, tail: '' };
  return {
    head: lines.slice(0, keepHead).join('\n'),
    skipped: lines.length - keepHead - keepTail,
    tail: lines.slice(lines.length - keepTail).join('\n'),
  };
}
