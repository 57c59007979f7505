import type { TDb } from '../documents/documents.repository';

/** The places of a kind's items, by key. */
export async function positionsOf(db: TDb, kind: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ key: string; position: number }>(
    'SELECT key, position FROM content_positions WHERE kind = $1',
    [kind],
  );
  return new Map(rows.map((row) => [row.key, row.position]));
}

/** An item's place, or undefined when it has none yet. */
export async function positionOf(db: TDb, kind: string, key: string): Promise<number | undefined> {
  const { rows } = await db.query<{ position: number }>(
    'SELECT position FROM content_positions WHERE kind = $1 AND key = $2',
    [kind, key],
  );
  return rows[0]?.position;
}

/** Puts an item last (after every other item of its kind); returns its place. */
export async function placeLast(db: TDb, kind: string, key: string): Promise<number> {
  const { rows } = await db.query<{ position: number }>(
    `INSERT INTO content_positions (kind, key, position)
     SELECT $1, $2, coalesce(max(position) + 1, 0) FROM content_positions WHERE kind = $1
     ON CONFLICT (kind, key) DO NOTHING RETURNING position`,
    [kind, key],
  );
  return rows[0]?.position ?? ((await positionOf(db, kind, key)) as number);
}

/** Sets the places of `keys` (in that order, 0 first). */
export async function savePositions(db: TDb, kind: string, keys: string[]): Promise<void> {
  await db.query(
    `INSERT INTO content_positions (kind, key, position)
     SELECT $1, o.key, o.position - 1 FROM unnest($2::text[]) WITH ORDINALITY AS o(key, position)
     ON CONFLICT (kind, key) DO UPDATE SET position = EXCLUDED.position`,
    [kind, keys],
  );
}
