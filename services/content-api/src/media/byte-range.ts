/** A byte range to send, both ends inclusive. */
export type TByteRange = { start: number; end: number };

/**
 * Reads a `Range` header for a resource of `size` bytes. Only one `bytes=` range is honoured
 * (`a-b`, `a-`, `-n`); several ranges or another unit answer `null` (send the whole file, as
 * RFC 9110 allows); a range that starts past the end answers `'unsatisfiable'`.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): TByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
