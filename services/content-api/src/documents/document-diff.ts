import { canonicalJson, isPlainObject } from '@firm/shared/studio/canonical-json';

/**
 * The dotted paths of the fields that differ between two documents (`es.titulo`, `featured`); lists
 * are compared whole (`index`). Empty when they are the same.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) =>
      changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  return canonicalJson(before) === canonicalJson(after) ? [] : [prefix || '(document)'];
}
