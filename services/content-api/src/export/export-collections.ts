import type { Pool } from '@firm/shared/server/db';
import { collectionRows, siteConfigText } from './export.repository';
import { sourceLinks, writeExportFile, writeJsonFile } from './export-files';

/** A media name as the content folder writes it. */
export type TSourceOf = (name: string) => string;

const MEDIA_COLUMNS = new Set(['photo', 'foto', 'poster', 'imagen', 'imagen_es', 'imagen_en']);

function calendarDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** A row as its file holds it: `source_key` back to `key`, media by library name, no internal columns. */
function fileRecord(
  row: Record<string, unknown>,
  sourceOf: TSourceOf,
  drop: string[],
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'id' || drop.includes(column)) continue;
    const key = column === 'source_key' ? 'key' : column;
    if (MEDIA_COLUMNS.has(column) && typeof value === 'string') record[key] = sourceOf(value);
    // a calendar date (pg reads `date` as local midnight): its own day, not an instant
    else if (value instanceof Date && column === 'streamed_at') record[key] = calendarDate(value);
    else if (value instanceof Date) record[key] = value.toISOString();
    else record[key] = value;
  }
  return record;
}

/**
 * Writes the collections of the content folder from the database: the site configuration, the
 * categories, the attorneys (profile.json with every column of the table, biographies as Markdown
 * files), the reviews, testimonials and lives, in the order the site shows them.
 */
export async function exportCollections(pool: Pool, root: string, sourceOf: TSourceOf) {
  const config = await siteConfigText(pool);
  if (config !== undefined) writeJsonFile(root, 'site-config.json', JSON.parse(config));
  const categories = await collectionRows(pool, 'blog_categories');
  writeJsonFile(
    root,
    'categories.json',
    categories.map((row) => fileRecord(row, sourceOf, ['position'])),
  );
  const attorneys = await collectionRows(pool, 'attorneys');
  for (const row of attorneys) {
    const folder = `attorneys/${String(row.slug)}`;
    writeJsonFile(
      root,
      `${folder}/profile.json`,
      // licensed_in is derived from bar_admissions at import; the file holds the admissions only.
      // The studio's key is the folder's name at the next import.
      fileRecord(row, sourceOf, ['slug', 'source_key', 'bio_es', 'bio_en', 'licensed_in']),
    );
    writeExportFile(root, `${folder}/bio.es.md`, `${sourceLinks(String(row.bio_es), sourceOf)}\n`);
    writeExportFile(root, `${folder}/bio.en.md`, `${sourceLinks(String(row.bio_en), sourceOf)}\n`);
  }
  const files = [
    ['google_reviews', 'google-reviews.json'],
    ['travel_testimonials', 'travel-testimonials.json'],
    ['giveaway_testimonials', 'giveaway-testimonials.json'],
    ['attorney_testimonials', 'attorney-testimonials.json'],
    ['live_entries', 'lives.json'],
  ] as const;
  for (const [table, file] of files) {
    const rows = await collectionRows(pool, table);
    writeJsonFile(
      root,
      file,
      rows.map((row) => fileRecord(row, sourceOf, ['position'])),
    );
  }
  return { categories: categories.length, attorneys: attorneys.length };
}
