import type { TStudioLang, TStudioState } from '@firm/shared/studio/studio-state';
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

/** One language's publishing state. */
export type TStateRow = {
  lang: TStudioLang;
  state: TStudioState;
  live: boolean;
  published_revision: number | null;
  published_at: Date | null;
  scheduled_at: Date | null;
  scheduled_revision: number | null;
  schedule_id: string | null;
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

/** Both languages' states of a document. */
export async function findStates(db: TDb, kind: string, key: string): Promise<TStateRow[]> {
  const { rows } = await db.query<TStateRow>(
    `SELECT lang, state, live, published_revision, published_at, scheduled_at, scheduled_revision, schedule_id
     FROM content_language_states WHERE kind = $1 AND key = $2 ORDER BY lang`,
    [kind, key],
  );
  return rows;
}

/** The states of every document of a kind, by key. */
export async function statesOfKind(db: TDb, kind: string): Promise<Map<string, TStateRow[]>> {
  const { rows } = await db.query<TStateRow & { key: string }>(
    `SELECT key, lang, state, live, published_revision, published_at, scheduled_at, scheduled_revision, schedule_id
     FROM content_language_states WHERE kind = $1 ORDER BY key, lang`,
    [kind],
  );
  const byKey = new Map<string, TStateRow[]>();
  for (const { key, ...state } of rows) byKey.set(key, [...(byKey.get(key) ?? []), state]);
  return byKey;
}

/** Writes one language's state. */
export async function saveState(
  db: TDb,
  kind: string,
  key: string,
  state: TStateRow,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO content_language_states
       (kind, key, lang, state, live, published_revision, published_at, scheduled_at, scheduled_revision, schedule_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (kind, key, lang) DO UPDATE SET state = EXCLUDED.state, live = EXCLUDED.live,
       published_revision = EXCLUDED.published_revision, published_at = EXCLUDED.published_at,
       scheduled_at = EXCLUDED.scheduled_at, scheduled_revision = EXCLUDED.scheduled_revision,
       schedule_id = EXCLUDED.schedule_id, updated_at = EXCLUDED.updated_at`,
    [
      kind,
      key,
      state.lang,
      state.state,
      state.live,
      state.published_revision,
      state.published_at,
      state.scheduled_at,
      state.scheduled_revision,
      state.schedule_id,
      at,
    ],
  );
}

/** A scheduled language, as the scheduler reads it. */
export type TScheduleRow = {
  kind: string;
  key: string;
  lang: TStudioLang;
  scheduled_at: Date;
  schedule_id: string;
};

/** Every language waiting for its time. */
export async function listSchedules(db: TDb): Promise<TScheduleRow[]> {
  const { rows } = await db.query<TScheduleRow>(
    `SELECT kind, key, lang, scheduled_at, schedule_id FROM content_language_states
     WHERE state = 'scheduled' ORDER BY scheduled_at`,
  );
  return rows;
}

/** Notes that a member has a document open; returns the others seen within `withinMs`. */
export async function touchPresence(
  db: TDb,
  entry: { kind: string; key: string; staffId: number; staffName: string; at: Date },
  withinMs: number,
): Promise<{ id: number; name: string; since: Date }[]> {
  await db.query(
    `INSERT INTO content_presence (kind, key, staff_id, staff_name, seen_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (kind, key, staff_id) DO UPDATE SET staff_name = EXCLUDED.staff_name, seen_at = EXCLUDED.seen_at`,
    [entry.kind, entry.key, entry.staffId, entry.staffName, entry.at],
  );
  const { rows } = await db.query<{ id: number; name: string; since: Date }>(
    `SELECT staff_id AS id, staff_name AS name, seen_at AS since FROM content_presence
     WHERE kind = $1 AND key = $2 AND staff_id <> $3 AND seen_at > $4 ORDER BY seen_at DESC`,
    [entry.kind, entry.key, entry.staffId, new Date(entry.at.getTime() - withinMs)],
  );
  return rows;
}

/** Records a change in the content audit trail. */
export async function insertAudit(
  db: TDb,
  entry: { actor: TActor; action: string; kind: string; key: string; detail?: unknown; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO content_audit (at, actor_id, actor_name, actor_email, action, kind, key, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.at,
      entry.actor?.id ?? null,
      entry.actor?.name ?? null,
      entry.actor?.email ?? null,
      entry.action,
      entry.kind,
      entry.key,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}

/** An entry of the audit trail. */
export type TAuditRow = {
  id: number;
  at: Date;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  kind: string;
  key: string;
  detail: Record<string, unknown>;
};

/** The latest audit entries, newest first. */
export async function listAudit(db: TDb, limit: number): Promise<TAuditRow[]> {
  const { rows } = await db.query<TAuditRow>(
    `SELECT id, at, actor_id, actor_name, action, kind, key, detail FROM content_audit
     ORDER BY at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
