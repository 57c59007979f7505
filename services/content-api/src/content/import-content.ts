import path from 'node:path';
import type { Logger } from '@firm/shared/server/logger';
import type { Pool, PoolClient } from '@firm/shared/server/db';
import { repoPaths } from '@firm/shared/server/paths';
import { buildMediaRows, readMediaSources, type TMediaRow } from '../media/prepare-media';
import { ContentError, type TContentBundle } from './content-bundle';
import { contentRows } from './content-rows';
import {
  bumpContentVersion,
  deleteMediaExcept,
  deleteStale,
  insertMediaRows,
  saveSiteConfig,
  storedOriginals,
  upsertRows,
} from './import.repository';
import { listMediaFiles, loadContent } from './load-content';

const IMPORT_LOCK_ID = 727_101; // one import at a time across processes

/** Options of {@link importContent}. */
export type TImportOptions = {
  /** The content folder. @defaultValue `<repo>/infra/content` */
  contentDir?: string;
  /** Where encoded image variants are kept between imports; `null` disables it. @defaultValue `<repo>/.data/media-cache` */
  cacheDir?: string | null;
  logger?: Logger;
};

/** What an import did. */
export type TImportResult = {
  version: number;
  counts: Record<keyof Omit<TContentBundle, 'siteConfig'>, number>;
  media: { files: number; added: number; removed: number };
};

async function writeBundle(
  client: PoolClient,
  bundle: TContentBundle,
  names: Map<string, string>,
): Promise<void> {
  const rows = contentRows(bundle, names);
  await deleteStale(
    client,
    'blog_posts',
    'source_key',
    bundle.posts.map((p) => p.source_key),
  );
  await deleteStale(
    client,
    'blog_categories',
    'source_key',
    bundle.categories.map((c) => c.source_key),
  );
  await deleteStale(
    client,
    'attorneys',
    'slug',
    bundle.attorneys.map((a) => a.slug),
  );
  const categoryIds = await upsertRows(client, 'blog_categories', 'source_key', rows.categories);
  await upsertRows(client, 'attorneys', 'slug', rows.attorneys);
  await upsertRows(
    client,
    'blog_posts',
    'source_key',
    rows.posts.map(({ category_key, row }) => ({
      ...row,
      category_id: categoryIds.get(category_key),
    })),
  );
  const collections = [
    ['google_reviews', rows.reviews],
    ['travel_testimonials', rows.travel],
    ['giveaway_testimonials', rows.giveaways],
    ['attorney_testimonials', rows.attorneyTestimonials],
    ['live_entries', rows.lives],
    ['page_texts', rows.pageTexts],
  ] as const;
  for (const [table, list] of collections) {
    await deleteStale(
      client,
      table,
      'source_key',
      list.map((row) => row.source_key),
    );
    await upsertRows(client, table, 'source_key', list);
  }
  await saveSiteConfig(client, bundle.siteConfig);
}

/**
 * Loads the content folder into the database: validates everything first (nothing is written
 * when a file is wrong), stores new media with their AVIF/WebP variants, upserts every row by its
 * key in git, deletes rows whose file was removed, and bumps the content version so every
 * instance drops its cache. Concurrent imports run one after another.
 * @throws ContentError listing every problem of the content folder
 */
export async function importContent(
  pool: Pool,
  options: TImportOptions = {},
): Promise<TImportResult> {
  const root = options.contentDir ?? repoPaths().content;
  const cacheDir =
    options.cacheDir === undefined ? path.join(repoPaths().data, 'media-cache') : options.cacheDir;
  const bundle = loadContent(root);
  const problems: string[] = [];
  const sources = readMediaSources(root, listMediaFiles(root), problems);
  if (problems.length > 0) throw new ContentError(problems);
  const names = new Map(sources.map((s) => [s.sourceName, s.file]));

  const client = await pool.connect();
  try {
    // Waiting for another import and writing media can outlast the pool's statement timeout.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK_ID]);
    try {
      const stored = await storedOriginals(client);
      const fresh: TMediaRow[] = [];
      for (const source of sources.filter((s) => !stored.has(s.file))) {
        fresh.push(...(await buildMediaRows(source, cacheDir)));
      }
      await client.query('BEGIN');
      try {
        await insertMediaRows(client, fresh);
        const removed = await deleteMediaExcept(
          client,
          sources.map((s) => s.file),
        );
        await writeBundle(client, bundle, names);
        const version = await bumpContentVersion(client);
        await client.query('COMMIT');
        const result: TImportResult = {
          version,
          counts: {
            categories: bundle.categories.length,
            posts: bundle.posts.length,
            attorneys: bundle.attorneys.length,
            reviews: bundle.reviews.length,
            travel: bundle.travel.length,
            giveaways: bundle.giveaways.length,
            attorneyTestimonials: bundle.attorneyTestimonials.length,
            lives: bundle.lives.length,
            pageTexts: bundle.pageTexts.length,
          },
          media: {
            files: sources.length,
            added: fresh.filter((r) => r.variant_of === null).length,
            removed,
          },
        };
        options.logger?.info(result, 'content imported');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK_ID]).catch(() => undefined);
      await client.query('RESET statement_timeout').catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
