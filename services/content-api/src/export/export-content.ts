import { existsSync, readdirSync } from 'node:fs';
import type { Pool } from '@firm/shared/server/db';
import { loadMediaLookup } from '../media/media-lookup';
import { exportCollections } from './export-collections';
import { exportPages, exportPosts } from './export-documents';
import { exportMedia } from './export-media';

/** What an export wrote. */
export type TExportResult = {
  categories: number;
  attorneys: number;
  posts: number;
  pages: number;
  media: number;
};

/** The export's folder is not empty (an export never mixes with other files). */
export class ExportFolderError extends Error {
  constructor(dir: string) {
    super(`${dir} is not empty: choose a new or empty folder for the export.`);
    this.name = 'ExportFolderError';
  }
}

/**
 * Writes the database's content into `outDir` in exactly the layout of `infra/content` (JSON, Markdown
 * with front matter, the media files under their library names), so that importing it into an empty
 * database gives the same site: articles and page texts in each language as published (the languages
 * held back as their drafts), the collections and the site configuration as the site shows them.
 * @throws ExportFolderError when `outDir` has files in it
 */
export async function exportContent(pool: Pool, outDir: string): Promise<TExportResult> {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) throw new ExportFolderError(outDir);
  const lookup = await loadMediaLookup(pool);
  const sourceOf = (name: string) => lookup.find(name)?.source ?? name;
  const collections = await exportCollections(pool, outDir, sourceOf);
  const posts = await exportPosts(pool, outDir, sourceOf);
  const pages = await exportPages(pool, outDir, sourceOf);
  const media = await exportMedia(pool, outDir);
  return { ...collections, posts, pages, media };
}
