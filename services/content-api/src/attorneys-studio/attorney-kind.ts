import {
  ZStudioAttorneyDocumentSchema,
  type TStudioAttorneyDocument,
} from '@firm/shared/studio/studio-collections';
import type { TDocumentKind, TProjection } from '../documents/document-kind';
import { loadMediaLookup } from '../media/media-lookup';
import { storedContentTokens } from '../site-config/site-config.service';
import { attorneySaveProblems } from './attorney-checks';
import { followSlugChange } from './attorney-follow';
import {
  deleteAttorneyRow,
  dropSlugRedirect,
  findAttorneyRow,
  keepSlugRedirect,
  writeAttorneyRow,
} from './attorney-projection.repository';
import { placeLast } from '../item-collections/positions.repository';
import { renderAttorney } from './attorney-render';

/** The studio's kind of an attorney's document. */
export const ATTORNEY_KIND_NAME = 'attorney';

/** A stored attorney document; throws when it is not one. */
export function readAttorneyDocument(stored: unknown): TStudioAttorneyDocument {
  return ZStudioAttorneyDocumentSchema.parse(stored);
}

/**
 * Writes a published attorney into `attorneys` by the document's key. A new slug keeps the old one
 * answering with a 301 (attorney_slug_redirects) and everything that names the attorney follows it
 * (attorney-follow.ts). The place on the team page is the document's (content_positions: a new
 * attorney goes last; the import gives the folder's order).
 */
async function projectAttorney(projection: TProjection<TStudioAttorneyDocument>): Promise<void> {
  const { client, key, current, at } = projection;
  const document = current.document;
  const existing = await findAttorneyRow(client, key);
  const row = renderAttorney(
    document,
    await loadMediaLookup(client),
    await storedContentTokens(client, at),
  );
  await dropSlugRedirect(client, document.slug);
  if (existing && existing.slug !== document.slug)
    await keepSlugRedirect(client, existing.slug, key);
  await writeAttorneyRow(client, {
    ...row,
    key,
    position: await placeLast(client, ATTORNEY_KIND_NAME, key),
  });
  if (existing && existing.slug !== document.slug)
    await followSlugChange(client, {
      from: existing.slug,
      to: document.slug,
      name: document.name,
      at,
    });
}

/** The attorney, as the studio's engine sees it. */
export const ATTORNEY_KIND: TDocumentKind<TStudioAttorneyDocument> = {
  kind: ATTORNEY_KIND_NAME,
  read: readAttorneyDocument,
  saveProblems: attorneySaveProblems,
  // both languages live in one profile: what a save checks is what publishing needs
  publishProblems: async () => [],
  project: projectAttorney,
  withdraw: async (client, key, _langs, all) => {
    if (all) await deleteAttorneyRow(client, key);
  },
  canUnpublish: true,
};
