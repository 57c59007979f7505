import pg from 'pg';
import type { TDb } from '../documents/documents.repository';

const id = (name: string) => pg.escapeIdentifier(name);

/**
 * Inserts or updates the public row of `sourceKey` in `table` (columns from code, never from
 * content; arrays stay Postgres arrays); returns its id.
 */
export async function upsertPublicRow(
  db: TDb,
  table: string,
  sourceKey: string,
  columns: Record<string, unknown>,
): Promise<number> {
  const names = ['source_key', ...Object.keys(columns)];
  const values = [sourceKey, ...Object.values(columns)];
  const updates = names.slice(1).map((name) => `${id(name)} = EXCLUDED.${id(name)}`);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${id(table)} (${names.map(id).join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (source_key) DO UPDATE SET ${updates.join(', ')} RETURNING id`,
    values,
  );
  return rows[0]?.id as number;
}

/** Removes the public row of `sourceKey` from `table`. */
export async function deletePublicRow(db: TDb, table: string, sourceKey: string): Promise<void> {
  await db.query(`DELETE FROM ${id(table)} WHERE source_key = $1`, [sourceKey]);
}

/** The public ids of `keys` in `table`, by key. */
export async function publicIds(
  db: TDb,
  table: string,
  keys: string[],
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ source_key: string; id: number }>(
    `SELECT source_key, id FROM ${id(table)} WHERE source_key = ANY($1::text[])`,
    [keys],
  );
  return new Map(rows.map((row) => [row.source_key, row.id]));
}

/** Sets the place of the public rows of `keys` (in that order, 0 first). */
export async function orderPublicRows(db: TDb, table: string, keys: string[]): Promise<void> {
  await db.query(
    `UPDATE ${id(table)} t SET position = o.position - 1
     FROM unnest($1::text[]) WITH ORDINALITY AS o(key, position) WHERE t.source_key = o.key`,
    [keys],
  );
}
