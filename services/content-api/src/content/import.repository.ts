import pg from 'pg';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { Pool, PoolClient } from '@firm/shared/server/db';
import type { TMediaRow } from '../media/prepare-media';

/** The original media files already stored (their fingerprinted names). */
export async function storedOriginals(client: PoolClient): Promise<Set<string>> {
  const { rows } = await client.query<{ file: string }>(
    'SELECT file FROM content_media WHERE variant_of IS NULL',
  );
  return new Set(rows.map((row) => row.file));
}

/** Inserts media rows (originals before their variants); rows already present are left alone. */
export async function insertMediaRows(client: PoolClient, rows: TMediaRow[]): Promise<void> {
  for (const row of rows) {
    // An older copy of the same source name gives way to the new fingerprint.
    if (row.variant_of === null) {
      await client.query(
        'DELETE FROM content_media WHERE source_name = $1 AND variant_of IS NULL AND file <> $2',
        [row.source_name, row.file],
      );
    }
    await client.query(
      `INSERT INTO content_media (file, source_name, variant_of, content_type, width, height, byte_size, sha256, bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (file) DO NOTHING`,
      [
        row.file,
        row.source_name,
        row.variant_of,
        row.content_type,
        row.width,
        row.height,
        row.bytes.length,
        row.sha256,
        row.bytes,
      ],
    );
  }
}

/**
 * Deletes the originals (and, by cascade, their variants) not in `keep`, except the files editors
 * uploaded in the studio (the folder never had them); returns how many originals went.
 */
export async function deleteMediaExcept(client: PoolClient, keep: string[]): Promise<number> {
  const result = await client.query(
    `DELETE FROM content_media WHERE variant_of IS NULL AND uploaded_by IS NULL
       AND NOT (file = ANY($1::text[]))`,
    [keep],
  );
  return result.rowCount ?? 0;
}

/** Deletes the rows of `table` whose `keyColumn` is not among `keys`. */
export async function deleteStale(
  client: PoolClient,
  table: string,
  keyColumn: string,
  keys: string[],
): Promise<void> {
  await client.query(
    `DELETE FROM ${pg.escapeIdentifier(table)} WHERE NOT (${pg.escapeIdentifier(keyColumn)} = ANY($1::text[]))`,
    [keys],
  );
}

/**
 * Inserts or updates each row of `table` by `keyColumn` (columns from the row's keys, which come
 * from code, never from content); returns the ids by key.
 */
export async function upsertRows(
  client: PoolClient,
  table: string,
  keyColumn: string,
  rows: Record<string, unknown>[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const row of rows) {
    const columns = Object.keys(row);
    const names = columns.map((column) => pg.escapeIdentifier(column));
    const updates = names
      .filter((_, i) => columns[i] !== keyColumn)
      .map((name) => `${name} = EXCLUDED.${name}`);
    const values = columns.map((column) => {
      const value = row[column];
      return Array.isArray(value) ||
        (value !== null && typeof value === 'object' && !(value instanceof Date))
        ? JSON.stringify(value)
        : value;
    });
    const { rows: inserted } = await client.query<{ id: number }>(
      `INSERT INTO ${pg.escapeIdentifier(table)} (${names.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (${pg.escapeIdentifier(keyColumn)}) DO UPDATE SET ${updates.join(', ')}
       RETURNING id`,
      values,
    );
    ids.set(String(row[keyColumn]), inserted[0]?.id as number);
  }
  return ids;
}

/** Replaces the site configuration. */
export async function saveSiteConfig(client: PoolClient, data: TSiteConfig): Promise<void> {
  await client.query(
    `INSERT INTO site_config (id, data, updated_at) VALUES (true, $1, now())
     ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [JSON.stringify(data)],
  );
}

/** Bumps the content version (every instance then drops its cache); returns the new version. */
export async function bumpContentVersion(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ version: number }>(
    'UPDATE content_state SET version = version + 1, imported_at = now() WHERE id RETURNING version',
  );
  return rows[0]?.version ?? 0;
}

/** Whether the database holds content already (an import then needs `--replace`). */
export async function contentExists(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ exists: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM content_items) OR EXISTS (SELECT 1 FROM blog_posts)
       OR EXISTS (SELECT 1 FROM site_config) AS exists`,
  );
  return rows[0]?.exists ?? false;
}

/** The ids of the articles by their key in git (folder name). */
export async function postIdsBySourceKey(client: PoolClient): Promise<Map<string, number>> {
  const { rows } = await client.query<{ source_key: string; id: number }>(
    'SELECT source_key, id FROM blog_posts',
  );
  return new Map(rows.map((row) => [row.source_key, row.id]));
}

/** The keys of the studio's documents of a kind. */
export async function documentKeys(client: PoolClient, kind: string): Promise<string[]> {
  const { rows } = await client.query<{ key: string }>(
    'SELECT key FROM content_items WHERE kind = $1',
    [kind],
  );
  return rows.map((row) => row.key);
}

const IMPORT_LOCK_ID = 727_101; // one import at a time across processes

/**
 * Runs `work` holding the import's advisory lock on `client` (waiting for another import to finish),
 * with no statement timeout: waiting and writing media can outlast the pool's.
 */
export async function withImportLock<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('SET statement_timeout = 0');
  await client.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK_ID]);
  try {
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK_ID]).catch(() => undefined);
    await client.query('RESET statement_timeout').catch(() => undefined);
  }
}

/** Runs `work` in a transaction on `client`: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** True when no blog post, category or site configuration has been imported yet. */
export async function contentIsEmpty(db: Pool | PoolClient): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM blog_posts) AND NOT EXISTS (SELECT 1 FROM site_config) AS empty',
  );
  return rows[0]?.empty ?? true;
}

/** True when the page texts' table is empty (a database filled before page texts existed). */
export async function pageTextsMissing(db: Pool | PoolClient): Promise<boolean> {
  const { rows } = await db.query<{ missing: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM page_texts) AS missing',
  );
  return rows[0]?.missing ?? true;
}

/** The content version, bumped by every import and publication. */
export async function readContentVersion(db: Pool | PoolClient): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    'SELECT version FROM content_state WHERE id',
  );
  return rows[0]?.version ?? 0;
}

/** Gives images without alt texts the ones the folder uses for them (an editor's own are kept). */
export async function fillMissingAltTexts(
  client: PoolClient,
  alts: { file: string; alt_es: string; alt_en: string }[],
): Promise<void> {
  for (const { file, alt_es, alt_en } of alts) {
    await client.query(
      `UPDATE content_media SET alt_es = $2, alt_en = $3
       WHERE file = $1 AND variant_of IS NULL AND alt_es = '' AND alt_en = ''`,
      [file, alt_es, alt_en],
    );
  }
}
