import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJson } from '../content/read-content-file';
import type { TFileContext, TItemSpec } from './item-spec';

/** The attorneys (slugs) of a content folder: its `attorneys/<slug>/` folders. */
export function folderAttorneySlugs(root: string): string[] {
  const dir = path.join(root, 'attorneys');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The items of a collection's file in a content folder, as documents, in the file's order (none
 * when the file is missing or invalid: the import's own reading reports its problems).
 */
export function fileItems<D>(
  spec: TItemSpec<D>,
  root: string,
  context: TFileContext,
): { key: string; document: D }[] {
  const entries = readJson(root, spec.file.name, z.array(spec.file.entry), []) ?? [];
  return entries.map((entry) => ({
    key: entry.key,
    document: spec.file.document(entry as never, context),
  }));
}

/** One item of a collection as the content folder ships it (the sample), or null. */
export function fileItem<D>(spec: TItemSpec<D>, root: string, key: string): D | null {
  const context = { attorneySlugs: folderAttorneySlugs(root) };
  return fileItems(spec, root, context).find((item) => item.key === key)?.document ?? null;
}
