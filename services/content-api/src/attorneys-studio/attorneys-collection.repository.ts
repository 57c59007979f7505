import type { TDb } from '../documents/documents.repository';

/** What the studio's list and answers show of an attorney beside the document. */
export type TAttorneyPlace = {
  key: string;
  /** The team page's place (published attorneys); null for a draft never published. */
  position: number | null;
  /** Still the folder's profile: every revision so far came from the import. */
  sample: boolean;
};

/** Every attorney document's place on the team page and whether it is still the shipped sample. */
export async function attorneyPlaces(db: TDb): Promise<Map<string, TAttorneyPlace>> {
  const { rows } = await db.query<TAttorneyPlace>(
    `SELECT i.key, a.position,
       NOT EXISTS (SELECT 1 FROM content_revisions r WHERE r.kind = i.kind AND r.key = i.key
                   AND r.action <> 'import') AS sample
     FROM content_items i LEFT JOIN attorneys a ON a.key = i.key
     WHERE i.kind = 'attorney'`,
  );
  return new Map(rows.map((row) => [row.key, row]));
}

/** Sets the team page's order: each published attorney's place is its index in `keys`. */
export async function saveAttorneyOrder(db: TDb, keys: string[]): Promise<void> {
  await db.query(
    `UPDATE attorneys a SET position = o.n FROM unnest($1::text[]) WITH ORDINALITY AS o(key, n)
     WHERE a.key = o.key`,
    [keys],
  );
}

/** Removes an attorney's document (revisions and states go with it) and its old slugs. */
export async function deleteAttorneyDocument(db: TDb, key: string): Promise<void> {
  await db.query('DELETE FROM attorney_slug_redirects WHERE attorney_key = $1', [key]);
  await db.query("DELETE FROM content_items WHERE kind = 'attorney' AND key = $1", [key]);
}
