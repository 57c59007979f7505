/** A server-side staff session as stored (times in ms since the epoch). */
export type TStoredSession = { staffId: number; createdAt: number; lastSeenAt: number };

/**
 * Where sessions live: PostgreSQL (`staff_sessions`) or Redis. Keys are the SHA-256 of the cookie's
 * id, never the id itself. A store only keeps and forgets; the expiry rules are the caller's
 * (`staff-sessions.ts`), so both stores behave alike under the same clock. `ttlMs` only lets a
 * store drop a record nobody can use any more.
 */
export type TSessionStore = {
  readonly kind: 'postgres' | 'redis';
  create(idHash: string, session: TStoredSession, ttlMs: number): Promise<void>;
  get(idHash: string): Promise<TStoredSession | null>;
  touch(idHash: string, lastSeenAt: number, ttlMs: number): Promise<void>;
  destroy(idHash: string): Promise<void>;
  /** Ends every session of an account (disabled, password reset or changed). */
  destroyAllOf(staffId: number): Promise<void>;
};
