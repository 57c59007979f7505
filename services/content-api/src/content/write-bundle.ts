import type { PoolClient } from '@firm/shared/server/db';
import { STUDIO_LANGS } from '@firm/shared/studio/studio-state';
import { ATTORNEY_KIND } from '../attorneys-studio/attorney-kind';
import { orderPublicRows } from '../item-collections/item-projection.repository';
import { savePositions } from '../item-collections/positions.repository';
import { nextPostId } from '../blog-studio/post-projection.repository';
import { POST_KIND } from '../blog-studio/post-kind';
import type { TDocumentKind } from '../documents/document-kind';
import { importDocument, retireDocument } from '../documents/document-import';
import { PAGE_KIND, pageDocumentOf } from '../pages-studio/page-kind';
import { FIRM_KIND } from '../firm-studio/firm-kind';
import { FIRM_KEY } from '@firm/shared/studio/studio-firm';
import type { TContentBundle } from './content-bundle';
import { contentRows, type TMediaNames } from './content-rows';
import {
  deleteStale,
  documentKeys,
  fillMissingAltTexts,
  postIdsBySourceKey,
  upsertRows,
} from './import.repository';
import { mediaAltTexts } from './media-alt-texts';
import { importItems } from '../item-collections/import-items';
import { ITEM_SPECS } from '../item-collections/item-specs';

/** Documents of a kind the folder no longer has: off the site, their revisions kept (restorable). */
async function retireMissing<D>(
  client: PoolClient,
  kind: TDocumentKind<D>,
  keep: Set<string>,
  at: Date,
): Promise<void> {
  for (const key of await documentKeys(client, kind.kind)) {
    if (!keep.has(key)) await retireDocument(client, { kind, key, at });
  }
}

/**
 * The attorneys through the studio's engine (before the articles that name them as authors), each
 * keyed by its folder's name, the team page in the folders' order.
 */
async function writeAttorneys(
  client: PoolClient,
  attorneys: TContentBundle['attorneys'],
  at: Date,
): Promise<void> {
  const keys = attorneys.map((attorney) => attorney.slug);
  await retireMissing(client, ATTORNEY_KIND, new Set(keys), at);
  // rows the studio never had a document of (written before it kept attorneys)
  await deleteStale(client, 'attorneys', 'source_key', keys);
  for (const attorney of attorneys) {
    await importDocument(client, {
      kind: ATTORNEY_KIND,
      key: attorney.slug,
      document: attorney.document,
      langs: [...STUDIO_LANGS],
      at,
    });
  }
  // loadAttorneys sorts them by the folders' `position`: the team page's order
  await savePositions(client, ATTORNEY_KIND.kind, keys);
  await orderPublicRows(client, 'attorneys', keys);
}

/**
 * Writes a validated content bundle inside the import's transaction. Articles, page texts and attorneys go
 * through the studio's engine: each becomes a new revision on top of what the database had (so what
 * the import replaces can be restored), published in the languages the folder says; so do the item
 * collections (item-specs.ts: reviews, testimonials, lives, categories).
 */
export async function writeBundle(
  client: PoolClient,
  bundle: TContentBundle,
  names: TMediaNames,
  at: Date,
): Promise<void> {
  // first: publishing an article or a page fills its {{tokens}} from it (the firm's facts are a
  // studio document too: an import revision, published, so `restore sample` and the sample tracker
  // know what the content folder ships)
  await importDocument(client, {
    kind: FIRM_KIND,
    key: FIRM_KEY,
    document: bundle.siteConfig,
    langs: [...STUDIO_LANGS],
    at,
  });
  const rows = contentRows(bundle, names);
  const postIds = await postIdsBySourceKey(client);
  const postKeys = new Map<string, string>();
  for (const post of bundle.posts) {
    postKeys.set(
      post.source_key,
      String(postIds.get(post.source_key) ?? (await nextPostId(client))),
    );
  }
  await retireMissing(client, POST_KIND, new Set(postKeys.values()), at);
  await deleteStale(client, 'blog_posts', 'source_key', [...postKeys.keys()]);
  await writeAttorneys(client, bundle.attorneys, at);
  await fillMissingAltTexts(client, mediaAltTexts(bundle, names));
  // the item collections (categories first: the articles name them)
  for (const spec of ITEM_SPECS) await importItems(client, spec, bundle.items[spec.kind] ?? [], at);
  for (const post of bundle.posts) {
    await importDocument(client, {
      kind: POST_KIND,
      key: postKeys.get(post.source_key) as string,
      document: post.document,
      langs: post.languages,
      at,
      origin: {
        source_key: post.source_key,
        created_at: post.created_at,
        updated_at: post.updated_at,
      },
    });
  }
  const fromSpecs = new Set(ITEM_SPECS.map((spec) => spec.table));
  const collections = (
    [
      ['google_reviews', rows.reviews],
      ['travel_testimonials', rows.travel],
      ['giveaway_testimonials', rows.giveaways],
      ['attorney_testimonials', rows.attorneyTestimonials],
      ['live_entries', rows.lives],
    ] as const
  ).filter(([table]) => !fromSpecs.has(table));
  for (const [table, list] of collections) {
    await deleteStale(
      client,
      table,
      'source_key',
      list.map((row) => row.source_key),
    );
    await upsertRows(client, table, 'source_key', list);
  }
  const pages = new Map<string, TContentBundle['pageTexts']>();
  for (const record of bundle.pageTexts)
    pages.set(record.page_key, [...(pages.get(record.page_key) ?? []), record]);
  await retireMissing(client, PAGE_KIND, new Set(pages.keys()), at);
  for (const [page, records] of pages) {
    const document = pageDocumentOf(records);
    await importDocument(client, {
      kind: PAGE_KIND,
      key: page,
      document,
      langs: [...STUDIO_LANGS],
      at,
    });
  }
}
