import type { TDb } from './documents.repository';
import type { TRevisionOrigin, TSampleFacts } from './sample-state';

/** An item of a kind with its sample facts and its head document. */
export type TSampleRow = TSampleFacts & { key: string; document: Record<string, unknown> };

/** Every item of `kind` with the origins of its head and of its live revisions. */
export async function sampleRows(db: TDb, kind: string): Promise<TSampleRow[]> {
  const { rows } = await db.query<{
    key: string;
    document: Record<string, unknown>;
    head_action: string;
    head_from: string | null;
    live: TRevisionOrigin[];
  }>(
    `SELECT i.key, i.document, h.action AS head_action, h.restored_from AS head_from,
       coalesce(json_agg(json_build_object('action', p.action, 'restored_from', p.restored_from))
         FILTER (WHERE p.revision IS NOT NULL), '[]') AS live
     FROM content_items i
     JOIN content_revisions h ON h.kind = i.kind AND h.key = i.key AND h.revision = i.revision
     LEFT JOIN content_language_states s ON s.kind = i.kind AND s.key = i.key AND s.live
     LEFT JOIN content_revisions p ON p.kind = s.kind AND p.key = s.key AND p.revision = s.published_revision
     WHERE i.kind = $1
     GROUP BY i.key, i.document, h.action, h.restored_from`,
    [kind],
  );
  return rows.map((row) => ({
    key: row.key,
    document: row.document,
    head: { action: row.head_action, restored_from: row.head_from },
    live: row.live,
  }));
}
