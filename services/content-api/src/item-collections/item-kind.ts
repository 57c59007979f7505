import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioProblem } from '@firm/shared/studio/studio-state';
import type { TDocumentKind, TProjection } from '../documents/document-kind';
import type { TDb } from '../documents/documents.repository';
import { loadMediaLookup, type TMediaLookup } from '../media/media-lookup';
import { problem } from '../studio/studio-errors';
import { deletePublicRow, upsertPublicRow } from './item-projection.repository';
import type { TItemSpec } from './item-spec';
import { placeLast } from './positions.repository';

/** A media name as the public row holds it: the library's public (fingerprinted) name. */
export function publicName(media: TMediaLookup, name: string): string {
  return media.find(name)?.file ?? name;
}

/** What keeps an item's document from being saved: a media name not in the library, the kind's own checks. */
export async function itemSaveProblems<D>(
  spec: TItemSpec<D>,
  db: TDb,
  key: string | null,
  document: D,
  locale: TLocale,
): Promise<TStudioProblem[]> {
  const media = await loadMediaLookup(db);
  const problems = spec
    .media(document)
    .filter(([, name]) => !media.find(name))
    .map(([field, file]) => problem(locale, field, 'mediaUnknown', { file }));
  return [...problems, ...((await spec.checks?.(db, key, document, locale)) ?? [])];
}

/**
 * The public row of an item: its columns from the document published now (both languages publish
 * together, so one row), its place kept (a new item goes last).
 */
async function projectItem<D>(spec: TItemSpec<D>, projection: TProjection<D>): Promise<void> {
  const { client, key, current } = projection;
  const media = await loadMediaLookup(client);
  const columns = spec.row(current.document, { media });
  if (spec.ordered) columns.position = await placeLast(client, spec.kind, key);
  await upsertPublicRow(client, spec.table, key, columns);
}

/**
 * The engine's view of an item collection: documents read with the collection's schema, saved when
 * their media are in the library and the kind's checks pass, projected into one public row per item
 * (by `source_key`), withdrawn by deleting it.
 */
export function itemKind<D>(spec: TItemSpec<D>): TDocumentKind<D> {
  return {
    kind: spec.kind,
    read: (stored) => spec.schema.parse(stored),
    saveProblems: (db, key, document, locale) => itemSaveProblems(spec, db, key, document, locale),
    publishProblems: async () => [],
    project: (projection) => projectItem(spec, projection),
    withdraw: async (client, key) => {
      // the studio asks first (in the editor's language); this guards the import and the FK
      const refused = await spec.leaveProblem?.(client, key, 'en');
      if (refused) throw new Error(`${spec.kind} "${key}": ${refused}`);
      await deletePublicRow(client, spec.table, key);
    },
    canUnpublish: true,
  };
}
