import path from 'node:path';
import type { Logger } from '@firm/shared/server/logger';
import type { Pool } from '@firm/shared/server/db';
import { repoPaths } from '@firm/shared/server/paths';
import { buildMediaRows, readMediaSources, type TMediaRow } from '../media/prepare-media';
import { ContentError, type TContentBundle } from './content-bundle';
import {
  bumpContentVersion,
  contentExists,
  deleteMediaExcept,
  inTransaction,
  insertMediaRows,
  storedOriginals,
  withImportLock,
} from './import.repository';
import { insertAudit } from '../documents/audit.repository';
import { writeBundle } from './write-bundle';
import { listMediaFiles, loadContent } from './load-content';
import { contentImports } from '../metrics/content-metrics';

/** Options of {@link importContent}. */
export type TImportOptions = {
  /** The content folder. @defaultValue `<repo>/infra/content` */
  contentDir?: string;
  /** Where encoded image variants are kept between imports; `null` disables it. @defaultValue `<repo>/.data/media-cache` */
  cacheDir?: string | null;
  /**
   * Replace content the database already has (each replaced article and page text stays one restore
   * away in the studio). Without it an import into a database with content is refused.
   * @defaultValue false
   */
  replace?: boolean;
  logger?: Logger;
};

/** What an import did. */
export type TImportResult = {
  version: number;
  counts: Record<keyof Omit<TContentBundle, 'siteConfig' | 'items'>, number>;
  media: { files: number; added: number; removed: number };
};

/** The import was refused: the database has content and `replace` was not asked for. */
export class ImportRefusedError extends Error {
  constructor() {
    super(
      'The database already has content: an import would replace it. Run `npm run content:import -- --replace` to replace it (every article and page text it replaces stays one restore away in the studio).',
    );
    this.name = 'ImportRefusedError';
  }
}

/**
 * Loads the content folder into the database: validates everything first (nothing is written
 * when a file is wrong), stores new media with their AVIF/WebP variants, writes articles and page
 * texts as new revisions through the studio's engine, upserts the other rows by their key in git,
 * deletes rows whose file was removed, and bumps the content version so every instance drops its
 * cache. Concurrent imports run one after another. A database with content is only replaced when
 * `replace` is given.
 * @throws ContentError listing every problem of the content folder
 * @throws ImportRefusedError when the database has content and `replace` is not set
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
    return await withImportLock(client, async () => {
      if (!options.replace && (await contentExists(client))) throw new ImportRefusedError();
      const stored = await storedOriginals(client);
      const fresh: TMediaRow[] = [];
      for (const source of sources.filter((s) => !stored.has(s.file))) {
        fresh.push(...(await buildMediaRows(source, cacheDir)));
      }
      const result = await inTransaction(client, async () => {
        await insertMediaRows(client, fresh);
        const removed = await deleteMediaExcept(
          client,
          sources.map((s) => s.file),
        );
        const at = new Date();
        await writeBundle(client, bundle, names, at);
        const version = await bumpContentVersion(client);
        const done: TImportResult = {
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
        await insertAudit(client, {
          actor: null,
          action: 'import',
          kind: 'content',
          key: 'all',
          detail: { counts: done.counts, media: done.media, replace: options.replace === true },
          at,
        });
        return done;
      });
      contentImports.inc();
      options.logger?.info(result, 'content imported');
      return result;
    });
  } finally {
    client.release();
  }
}
