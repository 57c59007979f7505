import pg from 'pg';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { PoolClient } from '@firm/shared/server/db';
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
