import type { Pool, PoolClient } from '@firm/shared/server/db';

/** A pool or a client inside a transaction. */
export type TDb = Pick<Pool | PoolClient, 'query'>;

/** Who did something: a staff member, or null (the import, a scheduled job). */
export type TActor = { id: number; name: string; email: string } | null;

/** How a revision came to be. */
export type TRevisionAction = 'create' | 'save' | 'restore' | 'import' | 'migrate';

/** The head of a document. */
export type TItemRow = {
  kind: string;
  key: string;
  revision: number;
  document: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
};

/** A revision, with who made it. */
export type TRevisionRow = {
  revision: number;
  document: Record<string, unknown>;
  action: TRevisionAction;
  restored_from: string | null;
  changes: string[];
  actor_id: number | null;
  actor_name: string | null;
  created_at: Date;
};

/** The head of a document (locked for the transaction when `lock`); undefined when unknown. */
export async function findItem(
  db: TDb,
  kind: string,
  key: string,
  lock = false,
): Promise<TItemRow | undefined> {
  const { rows } = await db.query<TItemRow>(
    `SELECT kind, key, revision, document, created_at, updated_at FROM content_items
     WHERE kind = $1 AND key = $2${lock ? ' FOR UPDATE' : ''}`,
    [kind, key],
  );
  return rows[0];
}

/** A head with who saved it. */
export type TItemWithActor = TItemRow & { actor_id: number | null; actor_name: string | null };

/** Every head of a kind with who saved it, the latest changed first. */
export async function listItems(db: TDb, kind: string): Promise<TItemWithActor[]> {
  const { rows } = await db.query<TItemWithActor>(
    `SELECT i.kind, i.key, i.revision, i.document, i.created_at, i.updated_at, r.actor_id, r.actor_name
     FROM content_items i
     LEFT JOIN content_revisions r ON r.kind = i.kind AND r.key = i.key AND r.revision = i.revision
     WHERE i.kind = $1 ORDER BY i.updated_at DESC, i.key`,
    [kind],
  );
  return rows;
}

/** Writes a document's head (a new one, or its next revision). */
export async function upsertHead(
  db: TDb,
  head: { kind: string; key: string; revision: number; document: unknown; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO content_items (kind, key, revision, document, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (kind, key) DO UPDATE SET revision = EXCLUDED.revision,
       document = EXCLUDED.document, updated_at = EXCLUDED.updated_at`,
    [head.kind, head.key, head.revision, JSON.stringify(head.document), head.at],
  );
}

/** Stores a revision. */
export async function insertRevision(
  db: TDb,
  row: {
    kind: string;
    key: string;
    revision: number;
    document: unknown;
    action: TRevisionAction;
    restoredFrom: string | null;
    changes: string[];
    actor: TActor;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO content_revisions
       (kind, key, revision, document, action, restored_from, changes, actor_id, actor_name, actor_email, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.kind,
      row.key,
      row.revision,
      JSON.stringify(row.document),
      row.action,
      row.restoredFrom,
      row.changes,
      row.actor?.id ?? null,
      row.actor?.name ?? null,
      row.actor?.email ?? null,
      row.at,
    ],
  );
}

const REVISION_COLUMNS =
  'revision, action, restored_from, changes, actor_id, actor_name, created_at';

/** A document's revisions, newest first (without their documents). */
export async function listRevisions(
  db: TDb,
  kind: string,
  key: string,
): Promise<Omit<TRevisionRow, 'document'>[]> {
  const { rows } = await db.query<Omit<TRevisionRow, 'document'>>(
    `SELECT ${REVISION_COLUMNS} FROM content_revisions WHERE kind = $1 AND key = $2
     ORDER BY revision DESC`,
    [kind, key],
  );
  return rows;
}

/** One revision with its document. */
export async function findRevision(
  db: TDb,
  kind: string,
  key: string,
  revision: number,
): Promise<TRevisionRow | undefined> {
  const { rows } = await db.query<TRevisionRow>(
    `SELECT ${REVISION_COLUMNS}, document FROM content_revisions
     WHERE kind = $1 AND key = $2 AND revision = $3`,
    [kind, key, revision],
  );
  return rows[0];
}

/** Deletes a document with its revisions and states (an item removed from its collection). */
export async function deleteItem(db: TDb, kind: string, key: string): Promise<void> {
  await db.query('DELETE FROM content_items WHERE kind = $1 AND key = $2', [kind, key]);
}
