import { STUDIO_LANGS, type TStudioLang } from '@firm/shared/studio/studio-state';
import type { PoolClient } from '@firm/shared/server/db';
import { changedPaths } from './document-diff';
import type { TDocumentKind, TImportOrigin } from './document-kind';
import { offState, publishedState, statesByLang } from './document-publishing';
import { writeRevision } from './document-revisions';
import { findItem } from './documents.repository';
import { findStates, saveState } from './states.repository';

/**
 * Writes a document read from the content folder (inside the import's transaction): a new revision on
 * top of what the studio had (unless it is the same), so whatever the import replaces stays one
 * restore away; the languages the folder publishes go live from it, the others off the site.
 */
export async function importDocument<D>(
  client: PoolClient,
  entry: {
    kind: TDocumentKind<D>;
    key: string;
    document: D;
    langs: TStudioLang[];
    at: Date;
    origin?: TImportOrigin;
  },
): Promise<void> {
  const { kind, key, document, langs, at } = entry;
  const head = await findItem(client, kind.kind, key, true);
  const unchanged = head !== undefined && changedPaths(head.document, document).length === 0;
  const revision = unchanged
    ? head.revision
    : await writeRevision(client, {
        kind: kind.kind,
        key,
        document,
        head,
        action: 'import',
        restoredFrom: null,
        actor: null,
        at,
      });
  const states = statesByLang(await findStates(client, kind.kind, key));
  const current = { document, revision };
  if (langs.length > 0) {
    const languages = Object.fromEntries(langs.map((lang) => [lang, current]));
    await kind.project({
      client,
      key,
      languages,
      current,
      at,
      ...(entry.origin ? { origin: entry.origin } : {}),
    });
  } else {
    await kind.withdraw(client, key, [...STUDIO_LANGS], true);
  }
  for (const lang of STUDIO_LANGS) {
    const before = states[lang];
    await saveState(
      client,
      kind.kind,
      key,
      langs.includes(lang)
        ? publishedState(lang, revision, entry.origin?.updated_at ?? at)
        : offState(before),
      at,
    );
  }
}

/**
 * A document the content folder no longer has: taken off the site, its languages unpublished, its
 * revisions kept (an editor can restore and publish it again).
 */
export async function retireDocument<D>(
  client: PoolClient,
  entry: { kind: TDocumentKind<D>; key: string; at: Date },
): Promise<void> {
  const states = statesByLang(await findStates(client, entry.kind.kind, entry.key));
  await entry.kind.withdraw(client, entry.key, [...STUDIO_LANGS], true);
  for (const lang of STUDIO_LANGS) {
    const before = states[lang];
    await saveState(client, entry.kind.kind, entry.key, offState(before), entry.at);
  }
}
