import type { TActor, TDb } from './documents.repository';

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
