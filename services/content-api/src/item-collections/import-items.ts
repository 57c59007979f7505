import type { PoolClient } from '@firm/shared/server/db';
import { STUDIO_LANGS } from '@firm/shared/studio/studio-state';
import type { TImportedItem } from '../content/content-bundle';
import { deleteStale, documentKeys } from '../content/import.repository';
import { importDocument, retireDocument } from '../documents/document-import';
import { itemKind } from './item-kind';
import { orderPublicRows } from './item-projection.repository';
import type { TItemSpec } from './item-spec';
import { savePositions } from './positions.repository';

/**
 * Writes a collection's file through the studio's engine (inside the import's transaction): each item
 * a new revision (action `import`) on top of what the studio had, published in both languages; the
 * file's order becomes the collection's; items the file no longer has leave the site (their
 * revisions kept, one restore away).
 */
export async function importItems<D>(
  client: PoolClient,
  spec: TItemSpec<D>,
  items: TImportedItem[],
  at: Date,
): Promise<void> {
  const kind = itemKind(spec);
  const keys = items.map((item) => item.key);
  for (const key of await documentKeys(client, spec.kind)) {
    if (!keys.includes(key)) await retireDocument(client, { kind, key, at });
  }
  // rows written before the studio had these collections (no document) go too
  await deleteStale(client, spec.table, 'source_key', keys);
  for (const item of items) {
    await importDocument(client, {
      kind,
      key: item.key,
      document: spec.schema.parse(item.document),
      langs: [...STUDIO_LANGS],
      at,
    });
  }
  if (spec.ordered) {
    await savePositions(client, spec.kind, keys);
    await orderPublicRows(client, spec.table, keys);
  }
}
