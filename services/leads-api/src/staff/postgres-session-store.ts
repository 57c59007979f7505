import type { Pool } from '@firm/shared/server/db';
import type { TSessionStore, TStoredSession } from './session-store';

type TRow = { staff_id: number; created_at: Date; last_seen_at: Date };

/**
 * Sessions in `staff_sessions`. Rows past their `expires_at` are deleted as sessions are created
 * (sign-ins are rare: no timer needed).
 */
export class PostgresSessionStore implements TSessionStore {
  readonly kind = 'postgres';

  constructor(private readonly pool: Pool) {}

  async create(idHash: string, session: TStoredSession, ttlMs: number): Promise<void> {
    const created = new Date(session.createdAt);
    await this.pool.query('DELETE FROM staff_sessions WHERE expires_at < $1', [created]);
    await this.pool.query(
      `INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        idHash,
        session.staffId,
        created,
        new Date(session.lastSeenAt),
        new Date(session.lastSeenAt + ttlMs),
      ],
    );
  }

  async get(idHash: string): Promise<TStoredSession | null> {
    const { rows } = await this.pool.query<TRow>(
      'SELECT staff_id, created_at, last_seen_at FROM staff_sessions WHERE id_hash = $1',
      [idHash],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      staffId: row.staff_id,
      createdAt: row.created_at.getTime(),
      lastSeenAt: row.last_seen_at.getTime(),
    };
  }

  async touch(idHash: string, lastSeenAt: number, ttlMs: number): Promise<void> {
    await this.pool.query(
      'UPDATE staff_sessions SET last_seen_at = $2, expires_at = $3 WHERE id_hash = $1',
      [idHash, new Date(lastSeenAt), new Date(lastSeenAt + ttlMs)],
    );
  }

  async destroy(idHash: string): Promise<void> {
    await this.pool.query('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
  }

  async destroyAllOf(staffId: number): Promise<void> {
    await this.pool.query('DELETE FROM staff_sessions WHERE staff_id = $1', [staffId]);
  }
}
