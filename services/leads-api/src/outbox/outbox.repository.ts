import type { Pool, PoolClient } from '@firm/shared/server/db';
import type { TOutboxEvent, TOutboxMessage } from '@firm/shared/jobs/outbox-events';
import { currentTraceparent } from '@firm/shared/server/trace-context';

type TQueryable = Pick<PoolClient, 'query'>;

/**
 * Appends an outbox row; call it inside the transaction that writes the data it announces. The row
 * carries the active span's `traceparent` (tracing on), so the job it becomes joins the trace.
 */
export async function insertOutboxMessage(
  client: TQueryable,
  event: TOutboxEvent,
  subjectId: number,
): Promise<void> {
  await client.query('INSERT INTO outbox (event, subject_id, traceparent) VALUES ($1, $2, $3)', [
    event,
    subjectId,
    currentTraceparent() ?? null,
  ]);
}

/**
 * Locks up to `limit` unpublished rows, oldest first, skipping rows another relay holds, so
 * several instances can relay at once without publishing a row twice in parallel.
 */
export async function claimUnpublished(
  client: TQueryable,
  limit: number,
): Promise<TOutboxMessage[]> {
  const { rows } = await client.query<{
    id: number;
    event: string;
    subject_id: number;
    traceparent: string | null;
  }>({
    // Unnamed on purpose: planned at each call for the table's current size. A named statement
    // keeps the generic plan made while the table was small (a new database, before autovacuum's
    // first ANALYZE) and goes on scanning the whole, growing table.
    text: `SELECT id, event, subject_id, traceparent FROM outbox
            WHERE published_at IS NULL
            ORDER BY id
            LIMIT $1
            FOR UPDATE SKIP LOCKED`,
    values: [limit],
  });
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    subjectId: row.subject_id,
    traceparent: row.traceparent ?? undefined,
  }));
}

/** Marks rows as handed to the queue. */
export async function markPublished(client: TQueryable, ids: number[]): Promise<void> {
  await client.query({
    // Unnamed on purpose: planned at each call for the table's current size. A named statement
    // keeps the generic plan made while the table was small (a new database, before autovacuum's
    // first ANALYZE) and goes on scanning the whole, growing table.
    text: 'UPDATE outbox SET published_at = now() WHERE id = ANY($1::bigint[])',
    values: [ids],
  });
}

/** Deletes rows published before `olderThanMs` ago; returns how many. */
export async function prunePublished(pool: Pool, olderThanMs: number): Promise<number> {
  const result = await pool.query(
    `DELETE FROM outbox WHERE published_at IS NOT NULL AND published_at < now() - ($1::bigint * interval '1 millisecond')`,
    [olderThanMs],
  );
  return result.rowCount ?? 0;
}

/** How many rows wait to be published (for readiness and benchmarks). */
export async function countUnpublished(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
  );
  return rows[0]?.n ?? 0;
}

/** Rows waiting to be published and the age of the oldest, in seconds (0 when none wait). */
export async function outboxLag(
  pool: Pool,
): Promise<{ waiting: number; oldestAgeSeconds: number }> {
  const { rows } = await pool.query<{ waiting: number; oldest: number | null }>(
    `SELECT count(*)::int AS waiting,
            extract(epoch FROM now() - min(created_at))::float8 AS oldest
       FROM outbox WHERE published_at IS NULL`,
  );
  return { waiting: rows[0]?.waiting ?? 0, oldestAgeSeconds: Math.max(0, rows[0]?.oldest ?? 0) };
}
